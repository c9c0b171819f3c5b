#!/bin/sh
# Run by the nginx image's entrypoint before nginx starts: renders the dashboard's
# server block from the environment (PORT, API_PROXY_TARGET), as `npm run serve` does.
set -eu
PORT="${PORT:-8080}" DIST_DIR=/usr/share/nginx/html ACCESS_LOG=/dev/stdout BROTLI=0 \
  /usr/local/bin/render-nginx-conf.sh /etc/nginx/dashboard.conf.template \
  > /etc/nginx/conf.d/default.conf
echo "dashboard: listening on ${PORT:-8080}${API_PROXY_TARGET:+, /api/ -> $API_PROXY_TARGET}"
