/**
 * Runs the server until it is told to stop. On SIGTERM or SIGINT (and on an
 * uncaught error) it shuts down gracefully, with close-with-grace:
 * /healthz answers 503 at once; after SHUTDOWN_DELAY_MS (0 by default; time
 * for a load balancer to notice) the server stops accepting connections,
 * lets the requests in flight finish, lets the outbox worker finish the mail
 * it is sending, closes the database and exits with status 0. Whatever is
 * not done after SHUTDOWN_TIMEOUT_MS (10 s) is abandoned: a log line, then
 * exit status 1. A second signal exits at once, with status 1.
 */
import closeWithGrace from "close-with-grace";
import { buildApp, type AppOptions } from "./app";
import { httpsSite, type ServerConfig } from "./config";
import { DataDirInUse } from "./db/data-dir-lock";
import { releaseStartMemory, SETTLE_MS } from "./start-memory";
import { collectionsFromCache } from "../content/collections-cache";
import { tickObjectShapeHeld } from "./tick-objects";
import { SiteBuildError } from "./site-manifest";

export async function serve(config: ServerConfig, options: AppOptions = {}): Promise<void> {
  const app = await buildApp(config, options).catch((error: unknown) => {
    // A build the server cannot serve as it is, or a DATA_DIR another process holds: one clear line, no stack trace.
    if (error instanceof SiteBuildError || error instanceof DataDirInUse) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  });
  const log = app.log;
  closeWithGrace(
    {
      delay: config.shutdownTimeoutMs,
      logger: {
        error: (message: unknown) =>
          log.error(message instanceof Error ? { err: message } : { reason: message }, "shutdown"),
      },
      onTimeout: (delay) =>
        log.error(
          `shutdown did not finish within ${delay} ms (SHUTDOWN_TIMEOUT_MS): exiting with what was left undone`,
        ),
      onSecondSignal: (signal) => log.error(`${signal} received again during shutdown: exiting at once`),
      onSecondError: (error) => log.error({ err: error }, "error during shutdown: exiting at once"),
    },
    async ({ signal, err }) => {
      if (err) log.fatal({ err }, "uncaught error: shutting down");
      else log.info(`${signal ?? "exit"} received: shutting down (in-flight requests finish, /healthz answers 503)`);
      app.beginShutdown();
      if (config.shutdownDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
      await app.close();
      log.info(err ? "closed after the error" : "shut down cleanly");
    },
  );
  await app.listen({ port: config.port, host: config.host });
  setTimeout(() => {
    releaseStartMemory().catch((error: unknown) => log.warn({ err: error }, "the start's memory was not released"));
  }, SETTLE_MS).unref();
  log.info(
    {
      siteUrl: config.siteUrl,
      origins: config.siteOrigins,
      secureCookies: httpsSite(config),
      // The languages whose collections came parsed from the build (content/collections-cache.ts): 2 in a bundle.
      contentParsedAtBuild: collectionsFromCache(),
      // Node's tick objects keep one shape under load (server/tick-objects.ts, decision 067): false on a Node.js whose
      // tick objects are not the ones this knows, and in development.
      tickShapeHeld: tickObjectShapeHeld(),
    },
    process.env.SITE_URL
      ? `site origin ${config.siteUrl} (SITE_URL): the workspace's cookies, passkeys and origin checks follow it`
      : `SITE_URL not set: local use at ${config.siteUrl} over plain http (set SITE_URL to the public address in production)`,
  );
}
