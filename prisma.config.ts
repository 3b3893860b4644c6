import path from "node:path";
import { defineConfig } from "prisma/config";

// Offline machines cannot download Prisma's native schema engine. `prisma generate` only needs the
// variable to point at an existing executable; migrations are written by scripts/new-migration.mjs.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= "/bin/true";
process.env.CHECKPOINT_DISABLE ??= "1";

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
});
