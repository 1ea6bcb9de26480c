# docker-compose.yml's web instances: the repository built once (`npm run build`), started by each service's
# command (`next start -p <port> -H 0.0.0.0`). Build context: the repository root (.dockerignore).
FROM node:20-bookworm-slim
WORKDIR /app
COPY . .
# `npm install`, not `npm ci`: the lockfile may come from another platform (README, Quick start).
RUN npm install --no-audit --no-fund && NEXT_TELEMETRY_DISABLED=1 npm run build
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1
WORKDIR /app/web
CMD ["npx", "next", "start", "-H", "0.0.0.0"]
