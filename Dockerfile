# syntax=docker/dockerfile:1
# The dashboard as a container: built with Node, served by nginx as a non-root user,
# with the same config template as `npm run serve` (deploy/dashboard.conf.template).
#   docker build -t checkout-dashboard .
#   docker run -p 8080:8080 -e API_PROXY_TARGET=https://api.example.com/v1 checkout-dashboard

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# NGINX's own unprivileged image: runs as uid 101, listens above 1024.
FROM nginxinc/nginx-unprivileged:1.27-alpine
COPY --from=build /app/dist /usr/share/nginx/html
COPY deploy/dashboard.conf.template /etc/nginx/dashboard.conf.template
COPY --chmod=755 deploy/render-nginx-conf.sh /usr/local/bin/render-nginx-conf.sh
COPY --chmod=755 deploy/docker-entrypoint.d/40-dashboard-conf.sh /docker-entrypoint.d/40-dashboard-conf.sh
ENV PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=3s CMD wget -q -O /dev/null "http://127.0.0.1:${PORT}/healthz" || exit 1
