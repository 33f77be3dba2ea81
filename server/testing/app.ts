/**
 * The app under test (server/app.ts's buildApp) on a fresh test configuration (server/testing/support.ts's
 * testConfig), closed for the test: no test file keeps its own list of apps to close.
 */
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { buildApp, type AppOptions } from "../app";
import type { ServerConfig } from "../config";
import { afterTest, removeTestDirs, testConfig, type Backend } from "./support";

/**
 * buildApp's options (a mail transport that captures the mails, a stream for the log lines), and `beforeReady`, for
 * what the test adds to the app before it is ready (a hook of its own).
 */
export interface StartOptions extends AppOptions {
  readonly beforeReady?: (app: FastifyInstance) => void;
}

/**
 * The app on a fresh test configuration for `backend` (with `overrides`), ready to answer `inject`. It is closed
 * once the test finishes, and then the configuration's temporary directories are removed.
 */
export async function startApp(
  backend: Backend,
  overrides: Partial<ServerConfig> = {},
  options: StartOptions = {},
): Promise<FastifyInstance> {
  return startAppWith(await testConfig(backend, overrides), options);
}

/**
 * startApp on a configuration the test made (with testConfig), for a test that needs it: a second app on the same
 * database, a restart, a build directory of its own.
 */
export async function startAppWith(config: ServerConfig, options: StartOptions = {}): Promise<FastifyInstance> {
  const app = await buildApp(config, options);
  if (!afterTest(() => app.close())) {
    await app.close();
    throw new Error("startApp closes the app when the test finishes: call it in a test (or use startSharedApp)");
  }
  options.beforeReady?.(app);
  await app.ready();
  return app;
}

/**
 * An app that the tests of a describe block (or file) share, made in its beforeAll on a configuration from testConfig:
 * the app, ready, and `close`, which closes it and then removes the configuration's temporary directories. Return
 * `close` from the beforeAll: Vitest calls it after the block's tests.
 */
export async function startSharedApp(
  config: ServerConfig,
  options: AppOptions = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const app = await buildApp(config, options);
  const close = async () => {
    await app.close();
    removeTestDirs(config);
  };
  try {
    await app.ready();
  } catch (error) {
    await close();
    throw error;
  }
  return { app, close };
}

/** Listens on a free loopback port, for a test over real HTTP, and returns the port. */
export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}
