import { existsSync } from "node:fs";
import path from "node:path";

// Separate build folders let a test build run beside a developer build.
const distDir = process.env.NEXT_DIST_DIR ?? ".next";

/** @type {import('next').NextConfig} */
const nextConfig = {
  distDir,
  // Native or file-reading packages that must be required at run time, not bundled.
  serverExternalPackages: [
    "@electric-sql/pglite",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "pg",
    "sharp",
    "@resvg/resvg-js",
    "satori",
    "harfbuzzjs",
    "@remotion/renderer",
    "@remotion/bundler",
    "ioredis",
    "nodemailer",
    "esbuild",
    // A Koa application; its ESM build is loaded as it ships.
    "oidc-provider",
    // The AdCP SDK reads its schema bundles and storyboards from files beside its own modules (__dirname).
    "@adcp/sdk",
  ],
  typedRoutes: false,
  // The build does not type-check: `npm run typecheck` (part of `npm run lint`) does, before a change lands.
  // Checking again here cost every first `npm start` and every `npm test` about 100 CPU-s (a third of the build).
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Turbopack's build cache (~270 MB, ~45 CPU-s to write) pays off on a checkout's next build; a first build
    // (a fresh clone: a new install, CI) would write it for nothing.
    turbopackFileSystemCacheForBuild: existsSync(path.join(import.meta.dirname, distDir, "BUILD_ID")),
  },
  devIndicators: false,
};

export default nextConfig;
