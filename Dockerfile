# One image for every Verity service; its command picks which (docs/deploy.md):
#   docker build -t verity .
#   docker run --env-file api.env verity api        # or auth, bff, worker; `verity admin <command>` for the admin CLI
# Every service is JavaScript started with plain node: no TypeScript loader, no dev dependencies in the image.

ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NX_NO_CLOUD=true NX_DAEMON=false CI=true
# npm 11, as in development: it honours package.json's allowScripts (which install scripts may run).
RUN npm install -g npm@11.19.1
COPY . .
RUN npm ci --no-audit --no-fund
# The web bundles (rspack) into dist/apps/<app>/, and each service (esbuild) into dist/apps/<service>/main.mjs.
RUN npm run build
# The bundles import only packages from "dependencies" (the build checks); the workspace links point at sources.
RUN npm prune --omit=dev --no-audit --no-fund && rm -rf node_modules/@verity

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production VERITY_DATA_DIR=/data ARTIFACTS_DIR=/data/artifacts
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY tools/deploy/verity.sh /usr/local/bin/verity
RUN mkdir -p /data/artifacts && chown -R node:node /data
USER node
# bff, api, auth (each also takes PORT / API_PORT / AUTH_PORT)
EXPOSE 3000 8000 9999
ENTRYPOINT ["verity"]

# `docker build --target with-chromium`: workers (and the API's planner) launch Debian's Chromium headless shell
# themselves (the headless build Playwright's own headless tests run in; no full browser beside it) instead of
# connecting to a Playwright browser server through BROWSER_WS_ENDPOINT.
FROM runtime AS with-chromium
USER root
RUN apt-get update \
  && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium-headless-shell fonts-liberation \
  && rm -rf /var/lib/apt/lists/*
USER node

# The default target: the image without a browser.
FROM runtime
