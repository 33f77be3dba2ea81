/**
 * `npm run dev` has no build/client: this Vite plugin serves the photo variants that
 * loaders made (app/lib/photos.server.ts) straight from the pipeline's cache, under the
 * same /images/photos/<id>-<width>.<hash>.<ext> URLs as the production server.
 */
import { createReadStream, existsSync } from "node:fs";
import type { Plugin } from "vite";
import { PHOTO_URL_BASE, parsePhotoFileName } from "../../app/shared/photo-data.ts";
import { cachedVariantFile, defaultPhotoPaths } from "../../app/lib/photos.server.ts";

export function photoDevServer(): Plugin {
  return {
    name: "alphai-photo-dev-server",
    apply: "serve",
    configureServer(server) {
      const { cacheDir } = defaultPhotoPaths(server.config.root);
      server.middlewares.use(PHOTO_URL_BASE, (request, response) => {
        const parsed = parsePhotoFileName((request.url ?? "").replace(/^\//, "").split("?")[0]!);
        const file = parsed && cachedVariantFile(cacheDir, parsed.hash, parsed.format);
        if (!file || !existsSync(file)) {
          response.statusCode = 404;
          return response.end("Not Found");
        }
        response.setHeader("Content-Type", `image/${parsed.format}`);
        response.setHeader("Cache-Control", "no-cache");
        createReadStream(file).pipe(response);
      });
    },
  };
}
