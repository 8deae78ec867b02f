import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: migrations are applied by the app at start (lib/db/connection.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./drizzle",
});
