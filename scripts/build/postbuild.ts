/**
 * `npm run build`'s post-build step, after `react-router build`: the post-build steps of scripts/build/finish-site.ts
 * over the prerendered site (default build/client).
 *
 * Usage: tsx scripts/build/postbuild.ts [buildDir]
 */
import path from "node:path";
import { finishSite } from "./finish-site";

console.log(await finishSite(path.resolve(process.argv[2] ?? "build/client")));
