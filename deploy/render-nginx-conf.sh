#!/bin/sh
# Fills deploy/dashboard.conf.template (argument 1) from the environment and prints the
# server block: PORT (8080), DIST_DIR (/usr/share/nginx/html), ACCESS_LOG
# (/dev/stdout), API_PROXY_TARGET (optional: an http(s) URL, the /api/ proxy is left out
# without it), BROTLI (1 when nginx has the brotli_static module). Plain sh and sed, so
# `npm run serve` and the container image render it the same way.
set -eu
template="$1"
port="${PORT:-8080}"
dist="${DIST_DIR:-/usr/share/nginx/html}"
log="${ACCESS_LOG:-/dev/stdout}"
target="${API_PROXY_TARGET:-}"
brotli="${BROTLI:-0}"

case "$port" in
  '' | *[!0-9]*) echo "PORT must be a number, got '$port'" >&2; exit 1 ;;
esac
for value in "$dist" "$log"; do
  case "$value" in
    *[!A-Za-z0-9_./-]*) echo "Unsafe path for nginx: '$value'" >&2; exit 1 ;;
  esac
done
if [ -n "$target" ]; then
  # An http(s) URL without characters nginx or sed would read as syntax.
  if ! printf '%s' "$target" | grep -Eq '^https?://[A-Za-z0-9._~:@%/-]+$'; then
    echo "API_PROXY_TARGET must be an http(s) URL, got '$target'" >&2
    exit 1
  fi
  target="${target%/}"
fi

keep_proxy=1; [ -n "$target" ] || keep_proxy=0
keep_brotli=1; [ "$brotli" = 1 ] || keep_brotli=0

awk -v keep_proxy="$keep_proxy" -v keep_brotli="$keep_brotli" '
  /^#api-proxy:begin$/ { skip = !keep_proxy; next }
  /^#api-proxy:end$/ { skip = 0; next }
  /^#brotli:begin$/ { skip = !keep_brotli; next }
  /^#brotli:end$/ { skip = 0; next }
  !skip { print }
' "$template" | sed \
  -e "s|\${PORT}|$port|g" \
  -e "s|\${DIST_DIR}|$dist|g" \
  -e "s|\${ACCESS_LOG}|$log|g" \
  -e "s|\${API_PROXY_TARGET}|$target|g"
