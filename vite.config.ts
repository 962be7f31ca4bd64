import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  build: {
    // Assets are content-hashed and served immutable by the Express entry.
    assetsInlineLimit: 0,
  },
});
