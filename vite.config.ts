import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { brotliBuildFiles } from "./server/precompressed-assets.ts";

export default defineConfig({
  // Scripts and stylesheets also written brotli-compressed at its best quality (decision 0047).
  plugins: [reactRouter(), brotliBuildFiles()],
  build: {
    // Assets are content-hashed and served immutable by the Express entry.
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        advancedChunks: {
          // The page texts' hook and the two small modules under it stay one file: the agency console
          // shares them with the public pages, and each shared module would otherwise become a file
          // of its own on every first visit (budget: bench/README.md).
          groups: [
            { name: "use-shell", test: /app\/(i18n\/(interpolate|browser-texts)|components\/layout\/use-shell)\.ts/ },
          ],
        },
      },
    },
  },
  // A development server started by a test (NODE_ENV=test: tests/setup/app-server.ts) serves no
  // browser, so it skips bundling the browser's dependencies, which ran in the background after the
  // first requests and added 30 to 110 MB to the memory the HTTP rules test measures.
  ...(process.env.NODE_ENV === "test" ? { optimizeDeps: { noDiscovery: true, include: [] } } : {}),
});
