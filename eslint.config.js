// ESLint flat config. Type-aware rules are left out on purpose: `npm run typecheck` (tsc, strict)
// already covers types, and untyped linting stays fast enough to run on every `npm test`.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { defineConfig } from "eslint/config";

// server/ is the process (Express, workers, the environment); app/ is what it serves and never
// reaches back into it: what both need lives in app/ (ARCHITECTURE: process boundaries).
const appNeverImportsServer = {
  // gitignore-style patterns: a leading # would start a comment, hence the backslash.
  group: ["\\#server/*", "**/server/*"],
  message: "app/ never imports server/: move what both need into app/ (a service or app/lib/).",
};

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
    rules: { "no-restricted-imports": ["error", { patterns: [appNeverImportsServer] }] },
  },
  {
    // What runs in the browser, or may (components, pure rules, domain types, i18n, the plain modules
    // of services), never imports a server module, not even for its types: a component's view types
    // live in a plain module beside the service that builds them (decision 0040). Only
    // route modules and *.server.ts modules import *.server.ts ones. This rule replaces the app/** one
    // for these files (flat config), so it repeats the server/ pattern.
    files: [
      "app/components/**/*.{ts,tsx}",
      "app/lib/**/*.{ts,tsx}",
      "app/domain/**/*.{ts,tsx}",
      "app/i18n/**/*.{ts,tsx}",
      "app/services/**/*.{ts,tsx}",
    ],
    ignores: ["**/*.server.{ts,tsx}", "**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            appNeverImportsServer,
            {
              group: ["*.server", "*.server.*"],
              message: "Not a server module here, not even for types: import the view types from a plain module.",
            },
          ],
        },
      ],
    },
  },
  {
    // Components live in .tsx; custom hooks in plain .ts files are named use-*.ts.
    files: ["**/*.tsx", "app/**/use-*.ts"],
    ...reactHooks.configs.flat.recommended,
  },
);
