# docker-compose.yml's nginx: Debian's nginx with the Brotli modules, the packages `npm run stack:up` installs.
FROM debian:bookworm-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static gettext-base \
  && rm -rf /var/lib/apt/lists/*
EXPOSE 8080
