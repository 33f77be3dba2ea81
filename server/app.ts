import path from "node:path";
import fastifyFormbody from "@fastify/formbody";
import fastifyHelmet from "@fastify/helmet";
import fastifyRateLimit from "@fastify/rate-limit";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from "fastify";
import type { Transporter } from "nodemailer";
import { parsePhotoFileName, PHOTO_URL_BASE } from "../app/lib/photo-data";
import { leadRoutes } from "./api/leads";
import { databaseStore, pruneRateLimits } from "./api/rate-limit-store";
import { sendError } from "./api/respond";
import { pruneVitals, vitalsRoutes } from "./api/vitals";
import type { ServerConfig } from "./config";
import { openDatabase, type DbHandle } from "./db/client";
import { OutboxWorker } from "./mail/outbox";
import { loadSecrets, Tokens } from "./mail/tokens";
import { helmetDirectives, PERMISSIONS_POLICY } from "./security";
import { resolvePath } from "./resolve-path";
import { indexSiteFiles, NOT_FOUND_FILE } from "./site-files";

/** Hashed build assets never change: cache them for a year. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Content-hashed files: Vite's assets, and the photo variants the build names `<id>-<width>.<hash>.<ext>` (decision 009). */
const isHashed = (relative: string) =>
  relative.startsWith("assets/") || (relative.startsWith(PHOTO_URL_BASE.slice(1)) && parsePhotoFileName(relative.slice(PHOTO_URL_BASE.length - 1)) !== undefined);
/** Everything else (HTML, .data, icons) is revalidated with its ETag / Last-Modified. */
const REVALIDATE = "public, max-age=0, must-revalidate";
const PAGE_METHODS = "GET, HEAD";
/** Old web vitals are also pruned while the server runs, not only at start. */
const PRUNE_EVERY_MS = 6 * 60 * 60_000;

declare module "fastify" {
  interface FastifyInstance {
    /** The database (tests read it to check persistence). */
    database: DbHandle;
    outbox: OutboxWorker;
  }
}

export interface AppOptions {
  /** A nodemailer transport to use instead of SMTP_URL (tests). */
  readonly mailTransport?: Transporter;
}

export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const site = await indexSiteFiles(config.buildDir);
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
  });

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const secrets = await loadSecrets(config);
  const tokens = new Tokens(secrets.current, secrets.previous);
  const outbox = new OutboxWorker(database.db, app.log, { smtpUrl: config.smtpUrl, from: config.mailFrom, transport: options.mailTransport });
  app.decorate("database", database);
  app.decorate("outbox", outbox);
  let pruneTimer: NodeJS.Timeout | undefined;
  let pruning: Promise<unknown> = Promise.resolve();
  app.addHook("onReady", async () => {
    outbox.start();
    await pruneRateLimits(database.db);
    await pruneVitals(database.db);
    pruneTimer = setInterval(() => {
      pruning = pruneVitals(database.db).catch((error: unknown) => app.log.warn({ err: error }, "pruning web vitals failed"));
    }, PRUNE_EVERY_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(pruneTimer);
    await pruning;
    await outbox.stop();
    await database.close();
  });

  // The API speaks JSON and HTML forms only: any other body type answers 415.
  app.removeContentTypeParser("text/plain");
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(database.db),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: `Too many requests: please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });

  await app.register(fastifyStatic, {
    root: config.buildDir,
    serve: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: "deny",
    setHeaders(res, filePath) {
      const relative = path.relative(config.buildDir, filePath).split(path.sep).join("/");
      res.setHeader("Cache-Control", isHashed(relative) ? IMMUTABLE : REVALIDATE);
      res.setHeader("Vary", "Accept-Encoding");
    },
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: helmetDirectives },
    // Sent only over HTTPS (or behind a proxy that says so), below.
    strictTransportSecurity: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
  });
  app.addHook("onRequest", async (request, reply) => {
    reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    if (request.protocol === "https") reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });

  /** An HTML page with its own CSP (the hashes of its inline scripts). */
  const sendPage = (reply: FastifyReply, file: string) => {
    const csp = site.csp.get(file);
    if (csp) reply.header("Content-Security-Policy", csp);
    return reply.sendFile(file);
  };
  const sendNotFoundPage = (reply: FastifyReply) => sendPage(reply.code(404).header("Cache-Control", "no-cache"), NOT_FOUND_FILE);

  // No stack trace or internal detail ever leaves the server.
  app.setErrorHandler((error: FastifyError & { error?: string }, request, reply) => {
    const code = error.statusCode;
    const status = typeof code === "number" && code >= 400 && code < 500 ? code : 500;
    if (status === 500) request.log.error({ err: error }, "request failed");
    const messages: Record<number, string> = {
      400: "The request could not be read: send valid JSON or form data.",
      413: `The request is too large: this endpoint accepts at most ${Math.floor((request.routeOptions.bodyLimit ?? 16 * 1024) / 1024)} KiB.`,
      415: "Unsupported content type: send application/json or application/x-www-form-urlencoded.",
    };
    const message = status === 500 ? "Internal Server Error" : status === 429 ? (error.error ?? "Too many requests.") : (messages[status] ?? error.message);
    return sendError(request, reply, status, message);
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

  await leadRoutes(app, { db: database.db, tokens, outbox, config });
  await vitalsRoutes(app, { db: database.db, config });
  app.all("/api/*", (_request, reply) => reply.code(404).send({ error: "Not Found" }));

  app.get("/*", (request, reply) => {
    const resolved = resolvePath(request.url, site);
    switch (resolved.kind) {
      case "page":
        return sendPage(reply.header("Cache-Control", REVALIDATE), resolved.file);
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
