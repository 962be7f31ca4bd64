import { defineConfig } from "drizzle-kit";

// Generates SQL migrations from db/schema.ts (`npm run db:generate`); they are checked in and
// applied at start-up by db/migrate.server.ts.
export default defineConfig({
  dialect: "postgresql",
  schema: "./db/schema.ts",
  out: "./db/migrations",
});
