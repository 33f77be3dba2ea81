/** Server settings from the environment, with the documented defaults (see README). */
import path from "node:path";

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Directory of the built client (prerendered HTML and assets). */
  readonly buildDir: string;
  readonly logLevel: string;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    buildDir: path.resolve(env.BUILD_DIR ?? "build/client"),
    logLevel: env.LOG_LEVEL ?? "info",
  };
}
