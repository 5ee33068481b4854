# syntax=docker/dockerfile:1
# The Metagame service on Node 24: `docker build -t metagame .`, then see docs/operating/container.md.
# test/deploy/image-steps.test.ts performs these steps on a copy of the checkout (no Docker engine
# needed), so keep every step a plain COPY or RUN it can repeat.

# Build stage: every dependency, then the TypeScript and the web app.
FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY core/package.json core/
COPY contracts/package.json contracts/
COPY adapters/package.json adapters/
COPY hosts/package.json hosts/
COPY hosts/bin hosts/bin/
COPY hosts/web/package.json hosts/web/
COPY testkit/package.json testkit/
COPY test/package.json test/
RUN --mount=type=cache,target=/root/.npm npm ci --no-audit --no-fund
COPY . .
RUN npm run build && mkdir -p data

# Runtime stage: production dependencies only, and what the build made.
FROM node:24-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8000
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY core/package.json core/
COPY contracts/package.json contracts/
COPY adapters/package.json adapters/
COPY hosts/package.json hosts/
COPY hosts/bin hosts/bin/
COPY hosts/web/package.json hosts/web/
COPY testkit/package.json testkit/
COPY test/package.json test/
# --ignore-scripts: the one production dependency with an install script is the npm `node` package,
# which would fetch a second Node 24 (190 MB) beside the one this image already has. The npm cache is
# a build cache mount, so it speeds up rebuilds and stays out of the image.
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --ignore-scripts --no-audit --no-fund
COPY --from=build /app/core/dist core/dist/
COPY --from=build /app/contracts/dist contracts/dist/
COPY --from=build /app/adapters/dist adapters/dist/
COPY --from=build /app/hosts/dist hosts/dist/
COPY --from=build /app/hosts/web/dist hosts/web/dist/
# The default DATABASE_URL is an SQLite file under ./data: the unprivileged user owns that directory.
COPY --from=build --chown=node:node /app/data data/
USER node
EXPOSE 8000
VOLUME ["/app/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8000) + '/health/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["node", "--max-semi-space-size=16", "--max-old-space-size=1024", "hosts/dist/cli/main.js"]
CMD ["serve"]
