#!/bin/sh
# Fills deploy/dashboard.conf.template (argument 1) from the environment and prints the
# server block: PORT (8080), DIST_DIR (/usr/share/nginx/html), ACCESS_LOG
# (/dev/stdout), API_PROXY_TARGET (optional: an http(s) URL, the /api/ proxy is left out
# without it), API_PROXY_ALLOW_HTTP (1 to allow a plain-http target that is not this
# machine), API_PROXY_CA (the CA bundle a https target's certificate is checked against,
# /etc/ssl/certs/ca-certificates.crt), BROTLI (1 when nginx has the brotli_static
# module). Plain sh and sed, so `npm run serve` and the container image render it the
# same way.
set -eu
template="$1"
port="${PORT:-8080}"
dist="${DIST_DIR:-/usr/share/nginx/html}"
log="${ACCESS_LOG:-/dev/stdout}"
target="${API_PROXY_TARGET:-}"
allow_http="${API_PROXY_ALLOW_HTTP:-0}"
ca="${API_PROXY_CA:-/etc/ssl/certs/ca-certificates.crt}"
brotli="${BROTLI:-0}"

fail() {
  echo "$1" >&2
  exit 1
}

case "$port" in
  '' | *[!0-9]*) fail "PORT must be a number, got '$port'" ;;
esac
for value in "$dist" "$log" "$ca"; do
  case "$value" in
    *[!A-Za-z0-9_./-]*) fail "Unsafe path for nginx: '$value'" ;;
  esac
done

scheme=''
authority=''
host=''
path=''
if [ -n "$target" ]; then
  bad_target="API_PROXY_TARGET must be an http(s) URL (scheme, host, optional port and path), got '$target'"
  # The whole value at once (a case pattern spans newlines, grep and sed read by line):
  # only characters that are neither nginx nor sed syntax, no user info.
  case "$target" in
    *[!A-Za-z0-9._~:%/\[\]-]*) fail "$bad_target" ;;
    http://* | https://*) ;;
    *) fail "$bad_target" ;;
  esac
  scheme="${target%%://*}"
  rest="${target#*://}"
  authority="${rest%%/*}"
  path="${rest#"$authority"}"
  path="${path%/}"
  case "$authority" in
    \[*\]:* | \[*\]) host="${authority%%]*}]" ;;
    *) host="${authority%%:*}" ;;
  esac
  port_part="${authority#"$host"}"
  case "$host" in
    '' | \[\] | *[!A-Za-z0-9.:\[\]-]*) fail "$bad_target" ;;
    \[*) case "$host" in *[!0-9A-Fa-f:\[\]]*) fail "$bad_target" ;; esac ;;
    *[:\[\]]*) fail "$bad_target" ;;
  esac
  case "$port_part" in
    '') [ "$scheme" = https ] && port_part=':443' || port_part=':80' ;;
    :*[!0-9]* | :) fail "$bad_target" ;;
    :*) ;;
    *) fail "$bad_target" ;;
  esac
  case "$path" in
    *//* | */./* | */../* | */. | */..) fail "$bad_target" ;;
  esac
  if [ "$scheme" = http ] && [ "$allow_http" != 1 ]; then
    # This machine only: localhost, 127.0.0.0/8 written as digits, [::1].
    this_machine=0
    case "$host" in
      localhost | \[::1\]) this_machine=1 ;;
      127.*.*.*) case "$host" in *[!0-9.]*) ;; *) this_machine=1 ;; esac ;;
    esac
    [ "$this_machine" = 1 ] ||
      fail "API_PROXY_TARGET '$target' is plain http to another machine: the app ID would travel unencrypted. Use https, or set API_PROXY_ALLOW_HTTP=1 to allow it."
  fi
  if [ "$scheme" = https ] && [ ! -r "$ca" ]; then
    fail "No CA bundle at '$ca' to verify the API's certificate: install ca-certificates or set API_PROXY_CA."
  fi
  upstream="${host}${port_part}"
  # The name the certificate must carry (SNI and verification), without IPv6 brackets.
  tls_name="${host#\[}"
  tls_name="${tls_name%]}"
fi

keep_proxy=1; [ -n "$target" ] || keep_proxy=0
keep_tls=1; [ "$scheme" = https ] || keep_tls=0
keep_brotli=1; [ "$brotli" = 1 ] || keep_brotli=0

awk -v keep_proxy="$keep_proxy" -v keep_tls="$keep_tls" -v keep_brotli="$keep_brotli" '
  /^#api-proxy:begin$/ { skip = !keep_proxy; next }
  /^#api-proxy:end$/ { skip = 0; next }
  /^#api-proxy-tls:begin$/ { skip_tls = !keep_tls; next }
  /^#api-proxy-tls:end$/ { skip_tls = 0; next }
  /^#brotli:begin$/ { skip = !keep_brotli; next }
  /^#brotli:end$/ { skip = 0; next }
  !skip && !skip_tls { print }
' "$template" | sed \
  -e "s|\${PORT}|$port|g" \
  -e "s|\${DIST_DIR}|$dist|g" \
  -e "s|\${ACCESS_LOG}|$log|g" \
  -e "s|\${API_PROXY_SCHEME}|$scheme|g" \
  -e "s|\${API_PROXY_UPSTREAM}|${upstream:-}|g" \
  -e "s|\${API_PROXY_AUTHORITY}|$authority|g" \
  -e "s|\${API_PROXY_TLS_NAME}|${tls_name:-}|g" \
  -e "s|\${API_PROXY_PATH}|$path|g" \
  -e "s|\${API_PROXY_CA}|$ca|g"
