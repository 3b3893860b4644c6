/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build folders let a test build run beside a developer build.
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
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
  devIndicators: false,
};

export default nextConfig;
