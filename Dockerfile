# The portal in production: a build stage, then nginx serving it with docs/deployment/nginx.conf, the
# same file `npm run serve:nginx` and the browser tests run (scripts/check-build.mjs checks this file
# copies it). How to build, run and point it at a service: docs/deployment/README.md.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The committed lockfile lists every platform's optional packages: `npm ci` installs exactly it, as CI does.
RUN npm ci --no-audit --no-fund
COPY . .
# The browser calls its own origin; nginx forwards /api to the service.
RUN VITE_API_BASE_URL=/ npm run build

FROM nginx:1.27-alpine
# The nginx image fills in ${...} of /etc/nginx/templates/*.template from the environment at start
# (only variables that are set) and writes the result to /etc/nginx/conf.d/.
COPY docs/deployment/nginx.conf /etc/nginx/templates/default.conf.template
COPY --from=build /app/dist /usr/share/nginx/html
ENV PORT=8080 \
    DIST_DIR=/usr/share/nginx/html \
    API_PROXY_TARGET=https://api.example.com
EXPOSE 8080
