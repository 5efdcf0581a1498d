# The shop's image: one image for both processes of a Node deployment (see docs/deploy.md).
#   storefront (default):  node --import tsx server.ts        PORT 3000
#   engine service:        node --import tsx engine.ts        PORT 4000 (npm run engine)
# Build: docker build -t storefront .   Run: see compose.yaml.

# --- build: every dependency, the Remix build and its precompressed assets ---
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# npm ci applies patches/ (patch-package, postinstall).
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: production dependencies, the build and the sources tsx runs ---
FROM node:22-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server.ts"]
