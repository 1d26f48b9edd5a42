#!/bin/sh
# Starts the built service (dist/main.js) as `npm start` does after its build: node's flags and
# glibc's tunables come from package.json's `config`, their one source. GLIBC_TUNABLES set in the
# environment wins; arguments go to node after those flags, so a value given there wins.
# exec: node itself receives the signals (SIGTERM from systemd, Docker or Kubernetes).
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
setting() {
  node -p 'require(require("node:path").join(process.argv[1], "package.json")).config[process.argv[2]]' "$root" "$1"
}
flags=$(setting nodeFlags)
tunables=$(setting glibcTunables)
GLIBC_TUNABLES=${GLIBC_TUNABLES:-$tunables}
export GLIBC_TUNABLES
# Word splitting of $flags is wanted: it holds several flags.
# shellcheck disable=SC2086
exec node $flags "$@" "$root/dist/main.js"
