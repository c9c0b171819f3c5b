# syntax=docker/dockerfile:1
# The dashboard as a container: built with Node, served by nginx as a non-root user,
# with the same config template as `npm run serve` (deploy/dashboard.conf.template).
#   docker build -t checkout-dashboard .
#   docker run -p 8080:8080 -e API_PROXY_TARGET=https://api.example.com/v1 checkout-dashboard
#
# Base images: pin each by digest where you build (a tag can be moved under you), e.g.
#   docker buildx imagetools inspect nginxinc/nginx-unprivileged:stable-alpine
#   docker build --build-arg NGINX_IMAGE=nginxinc/nginx-unprivileged:stable-alpine@sha256:<digest> ...
# The defaults are tags of maintained branches (Node 22 LTS, nginx stable): this repo's
# machines reach no image registry, so no digest here could be checked before it landed.
ARG NODE_IMAGE=node:22-bookworm-slim
ARG NGINX_IMAGE=nginxinc/nginx-unprivileged:stable-alpine

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# NGINX's own unprivileged image: runs as uid 101, listens above 1024.
FROM ${NGINX_IMAGE}
# The CA bundle the /api/ proxy verifies a https API's certificate against.
USER root
RUN apk add --no-cache ca-certificates
USER 101
COPY --from=build /app/dist /usr/share/nginx/html
COPY deploy/dashboard.conf.template /etc/nginx/dashboard.conf.template
COPY --chmod=755 deploy/render-nginx-conf.sh /usr/local/bin/render-nginx-conf.sh
COPY --chmod=755 deploy/docker-entrypoint.d/40-dashboard-conf.sh /docker-entrypoint.d/40-dashboard-conf.sh
ENV PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/healthz" || exit 1
