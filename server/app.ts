import path from "node:path";
import fastifyFormbody from "@fastify/formbody";
import fastifyRateLimit from "@fastify/rate-limit";
import Fastify, {
  LogController,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from "fastify";
import type { Transporter } from "nodemailer";
import { APPLICATION_PRUNE_EVERY_MS, applicationRoutes, pruneApplications } from "./api/applications";
import { FORM_BODY_LIMIT, leadRoutes } from "./api/leads";
import { databaseStore, pruneRateLimits } from "./api/rate-limit-store";
import { answersIn } from "./api/answers";
import { formLocale, refererLocale, sendError } from "./api/respond";
import { pruneVitals, vitalsRoutes } from "./api/vitals";
import { clientKey, proxyTrust } from "./client-address";
import { policySettingProblems } from "../app/shared/policy-settings";
import { httpsSite, type ServerConfig } from "./config";
import { lockDataDirForServer, openDatabase, type DbHandle } from "./db/client";
import type { DataDirLock } from "./db/data-dir-lock";
import { STORAGE_RETRY_AFTER_S, StorageOutage } from "./db/outage";
import { withoutQueryParameters } from "./db/query-errors";
import { OutboxWorker } from "./mail/outbox";
import { loadSecrets, Tokens } from "./mail/tokens";
import type { DevServerFactory } from "./dev-pages";
import { errorWord } from "./error-words";
import { healthRoutes } from "./health";
import { Compactor, LEAD_TABLES } from "./db/erasure";
import { addField } from "./form-fields";
import { stdoutLines } from "./log-output";
import { clientErrorHandler, createHttpServer, type BodyPolicy } from "./http-server";
import { BARE_SECURITY_HEADERS, HSTS, SECURITY_HEADERS } from "./security";
import { indexSiteFiles } from "./site-files";
import { SiteBuildError } from "./site-manifest";
import {
  accessLogSampler,
  loggedPath,
  StaticSite,
  type QueryPage,
  type RequestLogFields,
  type StaticSiteOptions,
} from "./static-memory";
import { SiteContent } from "./site-content";
import { SiteGenerations } from "./site-generations";
import { ContentSchedules } from "./team/content-schedules";
import { RetentionPages } from "./retention-page";
import { searchResultsPage } from "./search-page";
import { SiteSearch } from "./site-search";
import { filteredWorkPage } from "./work-page";
import { pruneAudit } from "./team/audit";
import { eraseExpiredLeads, publicRetentionRoute, RetentionCache } from "./team/retention";
import { DIGEST_CHECK_EVERY_MS, sendDigests } from "./team/digest";
import { pruneSecurityLog } from "./team/security-log";
import { pruneUnusedPhotos } from "./team/content-photos";
import { previewPageRoute } from "./team/content-preview";
import { teamRoutes } from "./team/index";
import { TEAM_MODULES } from "./team/modules";
import { pruneSessions } from "./team/session";
import { teamShellRoutes } from "./team/shell";
import { pathOf } from "../content/registry";
import { localePath, locales } from "../app/shared/locale";
import { PRUNE_EVERY_HOURS } from "../content/retention";

const PAGE_METHODS = "GET, HEAD";
/** The order of the methods an `Allow` header names. */
const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;
/** Expired rate-limit windows and old web vitals are also pruned while the server runs, not only at start. */
export const PRUNE_EVERY_MS = PRUNE_EVERY_HOURS * 60 * 60_000;
/**
 * Where a URL whose path cannot be percent-decoded (`/%ff`, `/%`, overlong
 * UTF-8 such as `%c0%ae`) is routed, so it gets the site's own answer and
 * headers instead of the router's raw error.
 */
const BAD_URL = { page: "/__bad-url", api: "/api/__bad-url" } as const;

function routableUrl(url: string): string {
  const queryAt = url.indexOf("?");
  try {
    decodeURIComponent(queryAt === -1 ? url : url.slice(0, queryAt));
    return url;
  } catch {
    return url.startsWith("/api/") ? BAD_URL.api : BAD_URL.page;
  }
}

/**
 * A form body, decoded as browsers encode it (WHATWG URL-encoded parsing):
 * an escape that is not UTF-8 becomes U+FFFD, which the text rules refuse,
 * rather than staying a literal "%FC". A repeated field becomes an array, so
 * validation refuses it instead of one value silently winning.
 */
function parseForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(body)) addField(fields, name, value);
  return fields;
}

/**
 * A request in a log line (Fastify's `req` serializer). The path without the query string: withdraw and
 * newsletter links carry their token there, and a newsletter token's payload is the address (decision
 * 022); a preview link's token is left out too (decision 054). The client is `request.ip`, as the proxies TRUST_PROXY
 * trusts reported it. The line of a page answered from memory has the same fields, written without the logger
 * (server/access-line.ts).
 */
function requestForLog(request: FastifyRequest): RequestLogFields & { remotePort?: number } {
  return {
    method: request.method,
    url: loggedPath(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * An answer in a log line (Fastify's `res` serializer): its status, and for a workspace request the member's id
 * (never the address), so the access log says who asked (decision 035).
 */
function responseForLog(reply: FastifyReply | { statusCode: number }): { statusCode: number; memberId?: number } {
  const memberId = "request" in reply ? reply.request.team?.member.id : undefined;
  return memberId === undefined ? { statusCode: reply.statusCode } : { statusCode: reply.statusCode, memberId };
}

/** An error whose message is written for the client (the error handler sends it as is). */
class ClientError extends Error {
  constructor(
    readonly statusCode: number,
    readonly publicMessage: string,
  ) {
    super(publicMessage);
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** The database (tests read it to check persistence). */
    database: DbHandle;
    outbox: OutboxWorker;
    /** The collections of the site served: the repository's, with the team's published documents (decision 052). */
    siteContent: SiteContent;
    /** The scheduled publishes (none without a built site); tests run the due ones with `runDue`. */
    contentSchedules: ContentSchedules | undefined;
  }
}

export interface AppOptions {
  /** A nodemailer transport to use instead of SMTP_URL (tests). */
  readonly mailTransport?: Transporter;
  /**
   * Development (`npm run dev`, scripts/dev/server.ts; decision 018): pages, modules and hot reload come from the
   * Vite dev server this creates, in place of the build, which is then neither needed nor read.
   */
  readonly dev?: DevServerFactory;
  /** Where the log lines go instead of standard output (tests read them). */
  readonly logStream?: { write(line: string): void };
  /** The compiled site generator to run (default: `cli/generate.js` beside the running `main.js`; decision 052). */
  readonly generator?: string;
}

/** The built site (none in development), checked against this server's settings, and loaded into memory. */
async function loadSite(config: ServerConfig, options: AppOptions) {
  const site = options.dev ? undefined : await indexSiteFiles(config.buildDir);
  // The pages state the retention periods and logs they were built with (decision 023): the server keeps the same or does not start.
  const drift = site ? policySettingProblems(config, site.settings) : [];
  if (drift.length) throw new SiteBuildError(drift.map((line) => `Cannot start: ${line}`).join("\n"));
  const logged = accessLogSampler(config.accessLog);
  // Which X-Forwarded-* entries count (TRUST_PROXY), compiled once for Fastify and for the build in memory.
  const trust = proxyTrust(config.trustProxy);
  // The privacy policy lists the lead retention periods the owners set (server/retention-page.ts).
  const retentionPages = new RetentionPages();
  // The search on the server reads its index from the build in memory (server/site-search.ts).
  const search = new SiteSearch((url): Buffer | undefined => statics?.file(url));
  const staticOptions: StaticSiteOptions = {
    trust,
    hsts: httpsSite(config),
    logged,
    livePages: new Map<string, QueryPage>(
      locales.map((locale) => [
        localePath(pathOf("privacy-policy"), locale),
        (html: string) => retentionPages.page(html, locale),
      ]),
    ),
    queryPages: new Map<string, QueryPage>(
      locales.flatMap((locale) => [
        [localePath(pathOf("work"), locale), (html, query) => filteredWorkPage(html, query, locale)],
        [
          localePath(pathOf("search"), locale),
          // A result page is not for a search engine's index (the search page itself is).
          Object.assign((html: string, query: URLSearchParams) => searchResultsPage(html, query, locale, search), {
            headers: { "X-Robots-Tag": "noindex" },
          }),
        ],
      ]),
    ),
  };
  // The build, in memory with its headers (decision 017); it answers most requests before Fastify (serverFactory below).
  const statics: StaticSite | undefined = site && (await StaticSite.load(config.buildDir, site, staticOptions));
  /**
   * Serves a generation of the site (decision 052) from the next request on, after the checks the build passed at
   * start; throws, serving what it served, when it fails them.
   */
  const reload = async (client: string) => {
    if (!statics) throw new Error("No built site is served here");
    const next = await indexSiteFiles(client);
    const problems = policySettingProblems(config, next.settings);
    if (problems.length) throw new SiteBuildError(problems.join("\n"));
    statics.replaceWith(await StaticSite.load(client, next, staticOptions));
    search.reset();
  };
  return { statics, logged, trust, retentionPages, reload };
}

type LoadedSite = Awaited<ReturnType<typeof loadSite>>;

/** What the routes declare, gathered as they are added (an `onRoute` hook): body policies and each API path's methods. */
function routeIndex() {
  /** Each route's body policy: its limit, for `Expect: 100-continue` (answered before the body is sent), and whether it is streamed. */
  const bodyPolicies = new Map<string, BodyPolicy>();
  /** The methods each API path answers, for the 405 of any other (with `Allow`). */
  const apiMethods = new Map<string, Set<string>>();
  return {
    apiMethods: apiMethods as ReadonlyMap<string, ReadonlySet<string>>,
    bodyPolicy: (method: string, url: string): BodyPolicy =>
      bodyPolicies.get(`${method} ${url.split("?")[0]}`) ?? { limit: FORM_BODY_LIMIT, streamed: false },
    add(route: { method: string | readonly string[]; url: string; bodyLimit?: number; config?: unknown }) {
      const methods = [route.method].flat();
      if (route.url.startsWith("/api/") && !route.url.includes("*")) {
        const known = apiMethods.get(route.url) ?? new Set<string>();
        for (const method of methods) known.add(method);
        apiMethods.set(route.url, known);
      }
      const streamed = (route.config as { streamedBody?: boolean } | undefined)?.streamedBody === true;
      if (!route.bodyLimit && !streamed) return;
      for (const method of methods)
        bodyPolicies.set(`${method} ${route.url}`, { limit: route.bodyLimit ?? FORM_BODY_LIMIT, streamed });
    },
  };
}

/** Fastify with the site's logging, proxies, limits and URL handling, on the HTTP server that serves the build first. */
function createFastify(
  config: ServerConfig,
  options: AppOptions,
  { statics, logged, trust }: LoadedSite,
  bodyPolicy: (method: string, url: string) => BodyPolicy,
) {
  return Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: requestForLog, res: responseForLog },
      stream: options.logStream ?? stdoutLines(),
    },
    // Access-log lines (ACCESS_LOG), one decision per request; a 500 is logged by the error handler whatever it says.
    logController: new LogController({
      disableRequestLogging: (request) => !logged("raw" in request ? request.raw : request),
    }),
    trustProxy: trust ?? false,
    bodyLimit: FORM_BODY_LIMIT,
    serverFactory: (handler) => createHttpServer(config, statics ? statics.handler(handler) : handler, bodyPolicy),
    rewriteUrl: (request) => routableUrl(request.url ?? "/"),
    clientErrorHandler,
    // During shutdown a request on a kept-alive connection is served as usual (with `Connection: close`, server/health.ts), not refused with the framework's bare 503.
    return503OnClosing: false,
    // Last resort for the router's own errors: a plain 400 with the site's headers, no framework code, no echo.
    // A statement, not an arrow's value: the reply is thenable, and Fastify ignores what this returns.
    frameworkErrors: (_error, request, reply) => {
      (reply as FastifyReply)
        .code(400)
        .headers(BARE_SECURITY_HEADERS)
        .type("application/json; charset=utf-8")
        .send({ error: errorWord(request, "badRequest") });
    },
  });
}

/** The database, the mail outbox and the signing keys the routes use; the app carries the database and the outbox. */
async function openServices(app: FastifyInstance, config: ServerConfig, options: AppOptions, lock?: DataDirLock) {
  // Made once the database is open (it probes it); a connection failing before then is logged as it is.
  let outage: StorageOutage | undefined = undefined;
  const database = await openDatabase({
    lock,
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    // PostgreSQL stopping ends every idle connection: that is the outage's one line, not one line per connection.
    onIdleConnectionError: (error) => {
      void (outage?.suspect(error, "an idle connection") ?? Promise.resolve(false)).then((outageBegun) => {
        if (!outageBegun)
          app.log.warn({ err: error }, "an idle database connection failed; the next query opens a new one");
      });
    },
    // On PGlite, operator commands run while the site runs by sending their queries here (decision 034).
    operators: app.log,
  });
  const secrets = await loadSecrets(config);
  const tokens = new Tokens(secrets.current, secrets.previous);
  // The database being away: 503s, and one log line per outage (server/db/outage.ts).
  outage = new StorageOutage(
    database.db,
    app.log,
    database.kind === "pglite" ? path.join(config.dataDir, "pglite") : undefined,
  );
  const outbox = new OutboxWorker(database.db, app.log, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    transport: options.mailTransport,
    outage,
  });
  const compactor = new Compactor(database, app.log, config.erasureCompactDelayMs, config.erasureCompactMinIntervalMs);
  app.decorate("database", database);
  app.decorate("outbox", outbox);
  return { database, tokens, outbox, compactor, outage };
}

type Services = Awaited<ReturnType<typeof openServices>>;

/**
 * At start and then on timers: the outbox runs, and what is kept only for a while is deleted (rate-limit windows,
 * web vitals, team sessions, the audit log, job applications). On close: the timers stop, the last compaction
 * runs, the outbox and the database close.
 */
function keepHouse(app: FastifyInstance, config: ServerConfig, { database, outbox, compactor, outage }: Services) {
  let pruneTimer: NodeJS.Timeout | undefined;
  let retentionTimer: NodeJS.Timeout | undefined;
  let digestTimer: NodeJS.Timeout | undefined;
  let pruning: Promise<unknown> = Promise.resolve();
  /**
   * Job applications past APPLICATION_RETENTION_DAYS are deleted at start and every 6 hours (decision 021); leads past
   * the periods the owners set, once a day, at the first of these checks in the day (server/team/retention.ts).
   */
  const applyRetention = async () => {
    const deleted = await pruneApplications(database.db, config.applicationRetentionDays);
    if (deleted) {
      app.log.info(
        { deleted, retentionDays: config.applicationRetentionDays },
        "job applications past their retention period deleted",
      );
      compactor.erased();
    }
    const leads = await eraseExpiredLeads(database.db);
    const erased = leads ? Object.values(leads).reduce((sum, count) => sum + count, 0) : 0;
    if (!erased) return;
    app.log.info({ erased: leads }, "leads past their retention period erased");
    compactor.erased(LEAD_TABLES);
  };
  app.addHook("onReady", async () => {
    outbox.start();
    await pruneRateLimits(database.db);
    await pruneVitals(database.db);
    await pruneSessions(database.db);
    await pruneAudit(database.db);
    await pruneSecurityLog(database.db);
    await pruneUnusedPhotos(database.db);
    await applyRetention();
    // Erased rows whose bytes a crash left in the table files leave them now (server/db/erasure.ts).
    await compactor.atStart();
    retentionTimer = setInterval(() => {
      pruning = applyRetention().catch((error: unknown) => {
        if (!outage.failed(error, "the retention of job applications and leads"))
          app.log.warn({ err: error }, "deleting job applications or leads past their retention period failed");
      });
    }, APPLICATION_PRUNE_EVERY_MS).unref();
    pruneTimer = setInterval(() => {
      pruning = Promise.all([
        pruneRateLimits(database.db),
        pruneVitals(database.db),
        pruneSessions(database.db),
        pruneAudit(database.db),
        pruneSecurityLog(database.db),
        pruneUnusedPhotos(database.db),
      ]).catch((error: unknown) => {
        if (!outage.failed(error, "pruning"))
          app.log.warn(
            { err: error },
            "pruning rate limits, web vitals, team sessions, the audit log, the security log or unused photos failed",
          );
      });
    }, PRUNE_EVERY_MS).unref();
    // The members' daily digests (server/team/digest.ts): checked every few minutes, each sent once a day.
    digestTimer = setInterval(() => {
      pruning = sendDigests(database.db, config.siteUrl)
        .then((sent) => {
          if (sent) app.log.info({ sent }, "daily digests queued");
        })
        .catch((error: unknown) => {
          if (!outage.failed(error, "the daily digests"))
            app.log.warn({ err: error }, "queuing the daily digests failed");
        });
    }, DIGEST_CHECK_EVERY_MS).unref();
  });
  // Before the requests in flight are waited for: they may be waiting for a command's transaction to end.
  app.addHook("preClose", async () => database.stopOperators?.());
  app.addHook("onClose", async () => {
    clearInterval(pruneTimer);
    clearInterval(retentionTimer);
    clearInterval(digestTimer);
    outage.close();
    await pruning;
    // The outbox stops first: a send under way holds a transaction whose snapshot may predate an erasure, and VACUUM
    // FULL copies the rows such a snapshot could still see. Then an erasure's compaction still due runs before the
    // database closes: a stopped server leaves no erased bytes.
    await outbox.stop();
    await compactor.flush();
    // The next start on PGlite then skips the rewrite it does after a crash (server/db/erasure.ts).
    if (compactor.clean) database.markErasuresCompacted?.();
    await database.close();
  });
}

/** Bodies: JSON and HTML forms only (any other type answers 415), read as sent or refused, never misread. */
async function addBodyParsing(app: FastifyInstance) {
  // The API speaks JSON and HTML forms only: any other body type answers 415.
  app.removeContentTypeParser("text/plain");
  // JSON is UTF-8 (RFC 8259): bytes that are not are refused, not replaced with U+FFFD and stored.
  const parseJson = app.getDefaultJsonParser("error", "error");
  const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new ClientError(400, "The request could not be read: send the body as UTF-8."), undefined);
      return;
    }
    // Fastify's default JSON parser is the callback form: it answers through `done` and returns nothing (its
    // type also allows the promise form, hence `void`).
    void parseJson(request, text, done);
  });
  // Bodies are read as sent or refused, never misread: UTF-8 only (JSON is UTF-8, RFC 8259), no content coding.
  app.addHook("preParsing", async (request, _reply, payload) => {
    const coding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (coding && coding !== "identity")
      throw new ClientError(415, "Send the body uncompressed: Content-Encoding is not accepted here.");
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(request.headers["content-type"] ?? "")?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset))
      throw new ClientError(415, "Send the body as UTF-8: no other character set is accepted.");
    return payload;
  });
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024, parser: parseForm });
}

/**
 * The rate limits the routes ask for, counted in the database (all instances together). While the database is away
 * nothing can be counted, and the request goes on to its route (`skipOnError`): one that needs the database is
 * answered 503 there, with what the visitor typed, rather than refused here before its body is read.
 */
async function addRateLimit(app: FastifyInstance, database: DbHandle, outage: StorageOutage) {
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseStore(database.db, (error) => {
      if (!outage.failed(error, "counting a rate limit"))
        app.log.error({ err: withoutQueryParameters(error) }, "rate limit store failed");
    }),
    skipOnError: true,
    // The client as the trusted proxies saw it, IPv6 per /64 (server/client-address.ts).
    keyGenerator: (request) => clientKey(request.ip),
    // In the language of the page the request came from (a form's post is refused before its body is read).
    errorResponseBuilder: (request, context) => ({
      statusCode: 429,
      error: answersIn(refererLocale(request)).tooManyRequests(Math.ceil(context.ttl / 1000)),
    }),
  });
}

/** Every answer's security headers, and the errors' answers: no stack trace or internal detail ever leaves the server. */
function addErrorAnswers(app: FastifyInstance, statics: LoadedSite["statics"], outage: StorageOutage, hsts: boolean) {
  // helmet's headers and the Permissions-Policy, computed once (server/security.ts); HSTS on every answer when
  // SITE_URL is https, whatever protocol the request claims or a proxy forgot to forward (decision 035).
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    if (hsts) reply.header(...HSTS);
    done();
  });

  // No stack trace or internal detail ever leaves the server.
  app.setErrorHandler((error: FastifyError & { error?: string }, request, reply) => {
    const code = error.statusCode;
    const status = typeof code === "number" && code >= 400 && code < 500 ? code : 500;
    // The database is away: 503 with Retry-After, the visitor's entries kept (a plain form's page is sent back
    // filled in); the outage is logged once, not per request.
    if (status === 500 && outage.failed(error)) {
      reply.header("Retry-After", String(STORAGE_RETRY_AFTER_S));
      return sendError(request, reply, 503, answersIn(formLocale(request)).storageUnavailable);
    }
    if (status === 500) request.log.error({ err: withoutQueryParameters(error) }, "request failed");
    const messages: Record<number, string> = {
      400: errorWord(request, "unreadable"),
      413: `The request is too large: this endpoint accepts at most ${Math.floor((request.routeOptions.bodyLimit ?? 16 * 1024) / 1024)} KiB.`,
      415: "Unsupported content type: send application/json or application/x-www-form-urlencoded.",
    };
    const message =
      error instanceof ClientError
        ? error.publicMessage
        : status === 500
          ? errorWord(request, "internal")
          : status === 429
            ? (error.error ?? "Too many requests.")
            : (messages[status] ?? error.message);
    return sendError(request, reply, status, message);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/") || request.method !== "GET" || !statics) {
      return reply
        .code(404)
        .type("application/json; charset=utf-8")
        .send({ error: errorWord(request, "notFound") });
    }
    return statics.sendErrorPage(request, reply, 404);
  });
}

/** A 405 with `Allow` naming the methods a path takes. */
const methodNotAllowed = (reply: FastifyReply, methods: ReadonlySet<string>) =>
  reply
    .code(405)
    .header(
      "Allow",
      METHOD_ORDER.filter((method) => methods.has(method) || (method === "HEAD" && methods.has("GET"))).join(", "),
    )
    .send({ error: "Method Not Allowed" });

/** A method a path does not take is refused before the body is even read. */
function refuseOtherMethods(app: FastifyInstance, apiMethods: ReadonlyMap<string, ReadonlySet<string>>) {
  // Pages are read-only documents: any other method is refused before the body is even read.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method === "GET" || request.method === "HEAD" || request.url.startsWith("/api/")) return;
    return reply
      .code(405)
      .header("Allow", PAGE_METHODS)
      .type("application/json; charset=utf-8")
      .send({ error: errorWord(request, "methodNotAllowed") });
  });

  // An API path that exists answers a method it does not take with 405 and `Allow`, here, before any body is read
  // (a body type the path does not take is not the answer then); the methods come from the routes themselves.
  app.addHook("onRequest", async (request, reply) => {
    const methods = request.url.startsWith("/api/") ? apiMethods.get(request.url.split("?")[0]!) : undefined;
    if (methods && !methods.has(request.method)) return methodNotAllowed(reply, methods);
  });
}

/** The API: the public endpoints and the team workspace's, then a 404 or 405 for any other /api/ path. */
async function addApiRoutes(
  app: FastifyInstance,
  config: ServerConfig,
  { database, tokens, outbox, compactor, outage }: Services,
  apiMethods: ReadonlyMap<string, ReadonlySet<string>>,
  retention: RetentionCache,
  generations: SiteGenerations | undefined,
) {
  // A URL that cannot be decoded (see routableUrl): the site's own 400, with the headers of every page.
  app.all(BAD_URL.api, (request, reply) =>
    request.originalUrl === BAD_URL.api
      ? reply.code(404).send({ error: "Not Found" })
      : reply.code(400).send({ error: "The address is not valid: its percent-encoding is broken." }),
  );

  healthRoutes(app, database, outage);
  await leadRoutes(app, { db: database.db, tokens, outbox, config });
  await vitalsRoutes(app, { db: database.db, config });
  publicRetentionRoute(app, retention);
  await applicationRoutes(app, { db: database.db, tokens, outbox, config, compactor, outage });
  // The team workspace's API (decision 026): every route behind a session, roles and an origin check.
  await teamRoutes(app, { db: database.db, tokens, outbox, config, compactor, generations }, TEAM_MODULES);
  // An API path that exists answers another method with 405 and the methods it takes (methodNotAllowed above); any other, 404.
  app.all("/api/*", (request, reply) => {
    const methods = apiMethods.get(request.url.split("?")[0]!);
    if (!methods) return reply.code(404).send({ error: "Not Found" });
    return methodNotAllowed(reply, methods);
  });
}

/** The pages: the build from memory and the team workspace's shell, or in development Vite and React Router. */
async function addPages(
  app: FastifyInstance,
  config: ServerConfig,
  options: AppOptions,
  statics: LoadedSite["statics"],
) {
  if (!statics) {
    // Development: every other GET goes to Vite, then React Router (server/dev-pages.ts), loaded only here: a
    // production server never loads React Router and React (decision 042).
    if (options.dev) await (await import("./dev-pages")).devPageRoutes(app, options.dev);
    return;
  }

  app.get(BAD_URL.page, (request, reply) =>
    statics.sendErrorPage(request, reply, request.originalUrl === BAD_URL.page ? 404 : 400),
  );
  statics.register(app);
  // The team workspace's pages (decision 026): its own build beside the public one, under /team.
  await teamShellRoutes(app, config.buildDir);
}

/**
 * The site as the team published it (decision 052): with a built site, a generation of it made with the published
 * documents, checked at start and then every CONTENT_POLL_MS (server/site-generations.ts). Stopped before the
 * database closes.
 */
function siteGenerations(
  app: FastifyInstance,
  config: ServerConfig,
  options: AppOptions,
  { database }: Services,
  { statics, reload }: LoadedSite,
  content: SiteContent,
): SiteGenerations | undefined {
  if (!statics) {
    app.decorate("contentSchedules", undefined);
    return undefined;
  }
  const generations = new SiteGenerations({
    db: database.db,
    buildDir: config.buildDir,
    dataDir: config.dataDir,
    log: app.log,
    // The collections the server answers with switch with the pages.
    swap: async (client, overlay) => {
      const switchContent = content.prepare(overlay);
      await reload(client);
      switchContent();
    },
    pollMs: config.contentPollMs,
    script: options.generator,
  });
  // Texts scheduled for a time, published by the same pipeline (server/team/content-schedules.ts).
  const schedules = new ContentSchedules(database.db, generations, app.log);
  app.decorate("contentSchedules", schedules);
  app.addHook("onReady", async () => {
    // The generation a restart left, if it is still the published content's (a query and a load, before serving).
    await generations.resume();
    generations.start();
    schedules.start(config.contentPollMs);
  });
  app.addHook("preClose", async () => {
    await schedules.stop();
    await generations.stop();
  });
  return generations;
}

/** The server: every part above, in the order Fastify needs them (hooks and parsers before the routes). */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  // The embedded database's lock first: a second process on one DATA_DIR stops before it reads the build (decision 034).
  const lock = config.databaseUrl ? undefined : await lockDataDirForServer(config.dataDir);
  try {
    return await assembleApp(config, options, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

async function assembleApp(config: ServerConfig, options: AppOptions, lock: DataDirLock | undefined) {
  const site = await loadSite(config, options);
  const routes = routeIndex();
  const app = createFastify(config, options, site, routes.bodyPolicy);
  const { statics } = site;
  // A refused plain form post answers with the page its form is on (server/api/respond.ts).
  app.decorate("sitePage", statics ? (pathname: string) => statics.page(pathname) : undefined);
  app.addHook("onRoute", (route) => routes.add(route));

  const services = await openServices(app, config, options, lock);
  const retention = new RetentionCache(services.database.db);
  site.retentionPages.attach(retention);
  keepHouse(app, config, services);
  const content = new SiteContent();
  app.decorate("siteContent", content);
  const generations = siteGenerations(app, config, options, services, site, content);
  await addBodyParsing(app);
  await addRateLimit(app, services.database, services.outage);
  addErrorAnswers(app, statics, services.outage, httpsSite(config));
  refuseOtherMethods(app, routes.apiMethods);
  await addApiRoutes(app, config, services, routes.apiMethods, retention, generations);
  await addPages(app, config, options, statics);
  // A page previewed in the workspace, for whoever has its link (decision 054), checked against the site served.
  previewPageRoute(app, services.database.db, statics);
  return app;
}
