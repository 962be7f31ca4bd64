// ESLint flat config. Type-aware rules are left out on purpose: `npm run typecheck` (tsc, strict)
// already covers types, and untyped linting stays fast enough to run on every `npm test`.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { defineConfig } from "eslint/config";

export default defineConfig(
  {
    // Generated, installed, or written by runs: never linted.
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "data/",
      "reports/",
      "bench/results/",
      "coverage/",
      "playwright-report/",
      "test-results/",
      ".stryker-tmp/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      // Server, scripts and tests run on Node; app/ code also runs in the browser.
      globals: { ...globals.node },
    },
    rules: {
      // `_name` marks a parameter or binding kept on purpose (e.g. an interface's argument).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Components live in .tsx; custom hooks in plain .ts files are named use-*.ts.
    files: ["**/*.tsx", "app/**/use-*.ts"],
    ...reactHooks.configs.flat.recommended,
  },
);
