# The web server of Tienda: `npm run serve` (docs/deployment.md), the server-rendered store and its built assets,
# alone against the API root of its environment. compose.yaml also runs the local API from this image.
#
#   docker build -t tienda-web .
#   docker run -p 8080:8080 -e TIENDA_ENV=staging -e TIENDA_API_ROOT=https://api.staging.example/api/public tienda-web
#
# tests/integration/deploy-files.test.ts runs this file's CMD (it must stay `npm run serve`'s command), with its
# ENV, and its HEALTHCHECK against it: keep the three in step with package.json.

FROM node:22-bookworm AS build
WORKDIR /app
# better-sqlite3 (the local API) compiles against this image's Node headers, not the /usr of .npmrc.
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json .npmrc ./
RUN npm ci
COPY . .
RUN npm run build

FROM node:22-bookworm-slim
WORKDIR /app
# The server runs its TypeScript through tsx, and its HTTP and rendering packages (hono, jsdom, DOMPurify) are
# development dependencies of the published library: the whole node_modules comes along.
COPY --from=build /app /app
RUN mkdir -p /app/data && chown node:node /app/data
USER node
# A production image starts as prod, and refuses to start until it is told its API root and public origin.
ENV NODE_ENV=production \
    TIENDA_ENV=prod \
    HOST=0.0.0.0 \
    PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/healthz').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
# SIGTERM (docker stop) drains: /healthz answers 503, requests in flight are answered, then it exits 0.
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "scripts/serve.ts"]
