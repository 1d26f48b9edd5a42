# syntax=docker/dockerfile:1
# The auth service as an image: built once in the first stage, run from a release folder (the
# folder scripts/release.sh makes, the one the test suite starts) in the second, without the dev
# dependencies, as an unprivileged user, under tini.
ARG NODE_IMAGE=node:20-bookworm

FROM ${NODE_IMAGE} AS build
WORKDIR /src
# Dependencies first, so that a change of source alone reuses this layer. The full image carries the
# compilers sqlite3 needs when its prebuilt binary cannot be downloaded.
COPY package.json package-lock.json ./
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && bash scripts/release.sh /release --install

FROM ${NODE_IMAGE}-slim
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production PORT=3000
# The release belongs to root and is read-only to the service; it writes only to /data (SQLite's
# default database lives there when DATABASE_URL names no server).
COPY --from=build /release /app
RUN mkdir /data && chown node:node /data
WORKDIR /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# On SIGTERM readiness answers 503 at once; the listener closes after SHUTDOWN_DELAY_MS, then the
# requests under way finish (at most 30 s): give the container a stop timeout above both.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["/app/scripts/start.sh"]
