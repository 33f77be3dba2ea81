/**
 * Pages in development (`npm run dev`, scripts/dev/server.ts; decision 018). In place of the build's files, every
 * request that is not the API's goes first through Vite's middlewares (source modules, CSS, the HMR client,
 * `public/`, the photo dev server of vite.config.ts); what Vite leaves (a page, a `.data` request, the
 * manifest) React Router renders from the sources, as `react-router dev` does: the custom-server pattern of
 * React Router's `node-custom-server` template, with Fastify in place of Express.
 *
 * Only types come from Vite here: the production server never loads it.
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { stripVTControlCharacters } from "node:util";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import { parse } from "parse5";
import type { ViteDevServer } from "vite";
import { pageCsp } from "./security";

/** Creates the Vite dev server, given the HTTP server that Vite's HMR websocket is to share (scripts/dev/server.ts). */
export type DevServerFactory = (httpServer: Server) => Promise<ViteDevServer>;

const SERVER_BUILD = "virtual:react-router/server-build";

/**
 * The development pages' Content-Security-Policy: the production policy with the hashes of the page's own
 * inline scripts (React Router's dev scripts and the React refresh preamble among them), so an inline event
 * handler or `eval` fails in development as it would in production; plus what only development needs: the
 * HMR websocket on this same host, and inline styles, as Vite injects each imported stylesheet as a
 * `<style>` element (and its error overlay uses one). Production pages never get this policy.
 */
export function devPageCsp(html: string, host: string): string {
  return pageCsp(inlineScriptHashes(html), {
    "style-src": ["'unsafe-inline'"],
    "connect-src": [`ws://${host}`, `wss://${host}`],
  });
}

interface HtmlNode {
  readonly nodeName: string;
  readonly value?: string;
  readonly attrs?: readonly { name: string; value: string }[];
  readonly childNodes?: readonly HtmlNode[];
}

/**
 * The `sha256-…` hashes of a development page's executable inline scripts, parsed with parse5 as the build
 * does (scripts/build/build-output.ts), without its list of known scripts: Vite and React Router add their own in
 * development.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  const visit = (node: HtmlNode) => {
    if (node.nodeName === "script") {
      const attributes = new Map((node.attrs ?? []).map((attribute) => [attribute.name, attribute.value]));
      const text = (node.childNodes ?? [])
        .map((child) => (child.nodeName === "#text" ? (child.value ?? "") : ""))
        .join("");
      const type = attributes.get("type");
      if (!attributes.has("src") && text && (type === undefined || type === "module" || type === "text/javascript")) {
        hashes.add(`sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html) as HtmlNode);
  return [...hashes];
}

/** Runs Vite's middlewares; true when one of them answered, false when they all passed the request on. */
function viteAnswered(vite: ViteDevServer, request: IncomingMessage, response: ServerResponse): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const answered = () => resolve(true);
    response.once("close", answered);
    vite.middlewares(request, response, (error?: unknown) => {
      response.off("close", answered);
      if (error) reject(error instanceof Error ? error : new Error(String(error)));
      else resolve(false);
    });
  });
}

function fetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  // A HEAD is rendered as its GET, and Fastify drops the body: the same headers, as in production.
  return new Request(new URL(request.url, `${request.protocol}://${request.host}`), { method: "GET", headers });
}

/** Registers the catch-all route of development: every GET (and HEAD) outside /api goes to Vite, then to React Router. */
export async function devPageRoutes(app: FastifyInstance, createViteServer: DevServerFactory): Promise<void> {
  const vite = await createViteServer(app.server);
  // Before the HTTP server closes: Vite's websocket clients would otherwise keep it open.
  app.addHook("preClose", () => vite.close());
  const render = createRequestHandler(() => vite.ssrLoadModule(SERVER_BUILD) as Promise<ServerBuild>, "development");

  app.get("/*", async (request: FastifyRequest, reply: FastifyReply) => {
    // Headers set so far (helmet's, the Permissions-Policy) go out with Vite's answers too.
    for (const [name, value] of Object.entries(reply.getHeaders()))
      if (value !== undefined) reply.raw.setHeader(name, value);
    if (await viteAnswered(vite, request.raw, reply.raw)) return reply.hijack();
    let response: Response;
    try {
      response = await render(fetchRequest(request));
    } catch (error) {
      // A module that does not compile, or a failing loader: shown to the developer, as `react-router dev` does
      // (development only; the production error handler never sends details).
      if (!(error instanceof Error)) throw error;
      vite.ssrFixStacktrace(error);
      request.log.error({ err: error }, "development page failed");
      return reply
        .code(500)
        .type("text/plain; charset=utf-8")
        .header("Cache-Control", "no-store")
        .send(stripVTControlCharacters(error.stack ?? error.message));
    }
    // Read whole (Fastify's HEAD routes take no Response), and HTML needs its scripts' hashes anyway.
    const body = Buffer.from(await response.arrayBuffer());
    reply.code(response.status).headers(Object.fromEntries(response.headers)).header("Cache-Control", "no-store");
    if (response.headers.get("content-type")?.startsWith("text/html"))
      reply.header("Content-Security-Policy", devPageCsp(body.toString("utf8"), request.host));
    return reply.send(body);
  });
}
