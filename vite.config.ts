import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { photoDevServer } from "./scripts/photo-dev-server";

/**
 * The small modules every page loads (layout, sections, the subscribe form, helpers) compress far better as
 * one chunk than as a dozen (decision 007). Lazily loaded modules (form schemas, the after-hydration start
 * with the service worker and web-vitals reporter) stay out of it.
 */
const SHARED = [
  /\/app\/components\/layout\//,
  // Sections that a single template uses (comparison table, tech stack, testimonials) stay in its chunk.
  /\/app\/components\/sections\/(?!comparison-table|tech-stack|testimonials)[a-z-]+\.tsx$/,
  /\/app\/components\/forms\/(use-lead-form|subscribe-form|field-error|honeypot)\.tsx?$/,
  /\/app\/components\/ui\/(icon|static-art)\.tsx$/,
  /\/app\/lib\/(meta|use-hydrated|use-throttled-scroll|layout-data|navigation|lead-options|chunk-errors)\.ts$/,
];

const chunkOf = (id: string) => (SHARED.some((pattern) => pattern.test(id)) ? "shared" : undefined);

export default defineConfig({
  plugins: [reactRouter(), photoDevServer()],
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
