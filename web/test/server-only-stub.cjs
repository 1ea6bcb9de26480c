// Jest stand-in for the 'server-only' marker package: tests import server modules directly.
module.exports = {};
