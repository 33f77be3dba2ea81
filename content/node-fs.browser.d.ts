/**
 * content/collections.ts reads the Markdown files with node:fs when it loads. The build runs it in Node (the
 * prerender's loaders, the post-build step, the server; vite.config.ts refuses it in a browser bundle), but the
 * browser project (tsconfig.vite.json), which has no Node types, reaches it too: route modules import the content
 * for their loaders. These are the two functions it uses, as it uses them, for that project only; the other
 * projects check it with Node's own types, and ESLint refuses node:* imports in every other browser module.
 */
declare module "node:fs" {
  export function readdirSync(path: URL): string[];
  export function readFileSync(path: URL, encoding: "utf8"): string;
}
