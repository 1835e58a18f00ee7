# Builds one app of the workspace (ARG APP) and serves its dist with nginx.
FROM node:20-bookworm-slim AS build
ARG APP
RUN npm install -g pnpm
WORKDIR /repo
COPY . .
RUN pnpm install --frozen-lockfile && pnpm --filter "${APP}..." build

# dist holds `.gz` and `.br` beside each text asset (shared/build/precompress.cjs); this image
# has gzip_static but no brotli module, so nginx sends the `.gz`. Source maps are in
# dist-maps/, which is not copied.
FROM nginx:1.27-alpine
ARG APP
COPY --from=build /repo/${APP}/dist /usr/share/nginx/html
COPY shared/build/nginx-static.conf /etc/nginx/conf.d/default.conf
