import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    // terser with two passes makes the first-load JavaScript a few KB smaller than esbuild's minifier.
    minify: "terser",
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
