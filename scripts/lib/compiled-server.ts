/**
 * Where `npm run build` writes the production server compiled to JavaScript (scripts/build-server.ts,
 * decision 0054), relative to the project's root: `node` starts it with no TypeScript loader, as
 * `npm start` does. Whatever else starts the production server (the browser tests, the benchmarks)
 * starts this file.
 */
export const COMPILED_SERVER_ENTRY = "build/server-runtime/index.js";
