import { defineConfig } from "vitest/config";

/**
 * Three projects:
 * - unit: pure rules, dictionaries, content and sample-feed checks; no database.
 * - integration: services against a real database. The backend follows DATABASE_URL exactly as
 *   the server does: unset → embedded PGlite, postgres://… → that server. `npm test` runs this
 *   project twice, once per backend (scripts/test.ts). Files named *.postgres.test.ts run on
 *   PostgreSQL only (they start several processes on one database).
 * - production: what `npm run build` made, the compiled server (decision 0054); `npm test` runs it
 *   in its build stage, right after the build.
 */
const backend = process.env.DATABASE_URL ? "postgres" : "pglite";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "app/**/*.test.{ts,tsx}",
            "server/**/*.test.ts",
            "tests/content/**/*.test.ts",
            "tests/sample/**/*.test.ts",
          ],
        },
      },
      {
        test: {
          name: `integration (${backend})`,
          environment: "node",
          include: ["tests/integration/**/*.test.ts"],
          // *.postgres.test.ts need a PostgreSQL server (several processes on one database).
          exclude: backend === "pglite" ? ["tests/integration/**/*.postgres.test.ts"] : [],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "production",
          environment: "node",
          include: ["tests/production/**/*.test.ts"],
        },
      },
    ],
  },
});
