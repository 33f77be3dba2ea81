import { buildApp } from "./app";
import { readConfig } from "./config";
import { exitUnlessSupportedNode } from "./node-version";

exitUnlessSupportedNode();
const config = readConfig();
const app = await buildApp(config);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    app.log.info(`${signal} received, closing`);
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port: config.port, host: config.host });
