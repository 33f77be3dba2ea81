import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import type { ServerConfig } from "./config";
import { resolvePath } from "./resolve-path";
import { indexSiteFiles, NOT_FOUND_FILE } from "./site-files";

/** Hashed build assets never change: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Everything else (HTML, .data, icons) is revalidated with its ETag / Last-Modified. */
const REVALIDATE = "public, max-age=0, must-revalidate";
const PAGE_METHODS = "GET, HEAD";

export async function buildApp(config: ServerConfig): Promise<FastifyInstance> {
  const site = await indexSiteFiles(config.buildDir);
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: true,
  });

  await app.register(fastifyStatic, {
    root: config.buildDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: "deny",
    setHeaders(res, filePath) {
      res.setHeader("Cache-Control", filePath.includes(`${"/"}assets${"/"}`) ? IMMUTABLE : REVALIDATE);
      res.setHeader("Vary", "Accept-Encoding");
    },
  });

  const sendNotFoundPage = (reply: FastifyReply) =>
    reply.code(404).header("Cache-Control", "no-cache").sendFile(NOT_FOUND_FILE);

  // No stack trace or internal detail ever leaves the server.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const code = error.statusCode;
    const status = typeof code === "number" && code >= 400 && code < 500 ? code : 500;
    if (status === 500) request.log.error({ err: error }, "request failed");
    const message = status === 500 ? "Internal Server Error" : error.message;
    return reply.code(status).type("application/json; charset=utf-8").send({ error: message });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET") {
      return reply.code(404).type("application/json; charset=utf-8").send({ error: "Not Found" });
    }
    return sendNotFoundPage(reply);
  });

  // Pages are read-only documents: any other method is refused before the body is even read.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD" || request.url.startsWith("/api/")) return;
    return reply
      .code(405)
      .header("Allow", PAGE_METHODS)
      .type("application/json; charset=utf-8")
      .send({ error: "Method Not Allowed" });
  });

  app.all("/api/*", (_request, reply) => reply.code(404).send({ error: "Not Found" }));

  app.get("/*", (request, reply) => {
    const resolved = resolvePath(request.url, site);
    switch (resolved.kind) {
      case "page":
        return reply.header("Cache-Control", REVALIDATE).sendFile(resolved.file);
      case "file":
        return reply.sendFile(resolved.file);
      case "redirect":
        return reply.redirect(resolved.location, 301);
      case "not-found":
        return sendNotFoundPage(reply);
    }
  });


  return app;
}
