/**
 * `npm run dev`: the site with hot reload and the API, in one process on one port (decision 018).
 *
 * The real server (server/app.ts) on the embedded database of DATA_DIR (or DATABASE_URL), read through the
 * same environment schema as `npm start`, and stopped the same graceful way (server/serve.ts). In place of
 * the build, Vite in middleware mode serves the pages, modules and hot reload (server/dev-pages.ts); its HMR
 * websocket shares the server's port.
 */
import type { Server } from "node:http";
import type { ViteDevServer } from "vite";
import { readConfigOrExit } from "../../server/config";
import { exitUnlessSupportedNode } from "../../server/node-version";

async function createViteServer(httpServer: Server): Promise<ViteDevServer> {
  const { createServer } = await import("vite");
  const sigtermListeners = new Set(process.listeners("SIGTERM"));
  const vite = await createServer({ server: { middlewareMode: true, ws: { server: httpServer } } });
  // React Router's plugin starts a second Vite server, its child compiler, outside middleware mode, and Vite
  // gives such a server a SIGTERM handler that exits the process at once: requests in flight and the
  // database's close would be cut off. The server's own shutdown (close-with-grace) closes Vite too.
  for (const listener of process.listeners("SIGTERM"))
    if (!sigtermListeners.has(listener)) process.off("SIGTERM", listener);
  return vite;
}

// The version and the environment first: a bad variable stops the start before Vite and the server are loaded.
exitUnlessSupportedNode();
const config = readConfigOrExit({ server: true });
const { serve } = await import("../../server/serve");
await serve(config, { dev: createViteServer });
