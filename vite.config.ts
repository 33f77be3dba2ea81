import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

/**
 * The small modules every page loads (layout, sections, the subscribe form, helpers) compress far better as
 * one chunk than as a dozen. Lazily loaded modules (form schemas, web-vitals reporter) stay out of it.
 */
const SHARED = [
  /\/app\/components\/(layout|sections)\//,
  /\/app\/components\/forms\/(use-lead-form|subscribe-form|field-error|honeypot)\.tsx?$/,
  /\/app\/components\/ui\/(icon|static-art)\.tsx$/,
  /\/app\/lib\/(meta|use-hydrated|use-throttled-scroll|layout-data|navigation|lead-options|chunk-errors|format|register-service-worker)\.ts$/,
];

const chunkOf = (id: string) => (SHARED.some((pattern) => pattern.test(id)) ? "shared" : undefined);

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  build: {
    assetsInlineLimit: 0,
    // No preload helper in the first-load chunks: the few lazy chunks (form schemas, web-vitals) load on demand.
    modulePreload: false,
    // terser with two passes makes the first-load JavaScript a few KB smaller than esbuild's minifier.
    minify: "terser",
    // Lazily loaded modules (form schemas, web-vitals) stay out of these groups.
    rollupOptions: { output: { manualChunks: chunkOf } },
    terserOptions: { compress: { passes: 2 }, format: { comments: false } },
  },
});
