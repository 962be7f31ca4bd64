import { defineConfig } from "vitest/config";

/** Stryker's view of the tests: only the table tests of the pure rules in app/lib (no database). */
export default defineConfig({
  test: {
    environment: "node",
    include: ["app/lib/**/*.test.ts"],
  },
});
