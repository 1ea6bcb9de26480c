// Jest transform for PGlite's CommonJS build: it loads Node built-ins with `import("fs")` etc., which Jest's
// CommonJS runtime rejects without --experimental-vm-modules. Rewriting them to require() keeps `npx jest` plain.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- Jest loads transformers as CommonJS */
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');

const self = readFileSync(__filename);

module.exports = {
  // Jest caches transformed files; the key includes this file so a change here is picked up.
  getCacheKey(source) {
    return createHash('sha256').update(self).update(source).digest('hex');
  },
  process(source) {
    // The emscripten glue declares its own local `require`, so the module's require is captured under another name.
    const code = source.replace(
      /\bimport\((["'])([\w:/]+)\1\)/g,
      'Promise.resolve().then(() => __moduleRequire($1$2$1))',
    );
    return { code: `const __moduleRequire = require;${code}` };
  },
};
