#!/usr/bin/env bash
# Makes a release folder from a built checkout (npm run build): the built server and dashboard, the
# default settings, the lockfile and the start script; nothing to build. With --install, it installs
# the runtime dependencies there (npm ci --omit=dev); npm takes further options from the environment
# as usual (npm_config_*). The Dockerfile builds its image with this script.
set -euo pipefail

if [ $# -lt 1 ] || [ $# -gt 2 ] || { [ $# -eq 2 ] && [ "$2" != --install ]; }; then
  echo "usage: scripts/release.sh <new or empty folder> [--install]" >&2
  exit 2
fi
root=$(cd "$(dirname "$0")/.." && pwd)
target=$1

for built in dist/main.js dist/cli/main.js frontend/dist/index.html; do
  if [ ! -f "$root/$built" ]; then
    echo "release: $built is missing: run npm run build first" >&2
    exit 1
  fi
done
mkdir -p "$target"
if [ -n "$(ls -A "$target")" ]; then
  echo "release: $target is not empty" >&2
  exit 1
fi

cp "$root/package.json" "$root/package-lock.json" "$target/"
cp -R "$root/dist" "$root/config" "$target/"
# The server serves the dashboard from frontend/dist; the dashboard's sources and packages stay out.
mkdir -p "$target/frontend" "$target/scripts"
cp -R "$root/frontend/dist" "$target/frontend/"
cp "$root/scripts/start.sh" "$target/scripts/"

if [ "${2:-}" = --install ]; then
  (cd "$target" && npm ci --omit=dev --no-audit --no-fund)
fi
echo "release: $target"
