/**
 * Post-build: writes Brotli (.br) and gzip (.gz) siblings of every
 * compressible file of the client build, so the server sends precompressed
 * bytes instead of compressing on each request.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|xml|txt|data|webmanifest|map)$/;
/** Below this, compression gains nothing worth a header. */
const MIN_BYTES = 512;
/**
 * Brotli's quality: the highest for the scripts, styles and images a visitor keeps for a year; one below for the
 * pages and their data (about 570 files, 42 MB), where the highest took 37 s of CPU against 14 s for files about
 * 3 % larger, some 0.3 KB a page (decision 032).
 */
const brotliQuality = (name: string) => (/\.(html|data)$/.test(name) ? 10 : constants.BROTLI_MAX_QUALITY);

/**
 * The siblings of `relative` in `previous` when that folder has the same bytes under the same name and both siblings
 * (a finished site's file, compressed with the same settings: the quality depends only on the name).
 */
async function previousSiblings(
  previous: string | undefined,
  relative: string,
  data: Buffer,
): Promise<[Buffer, Buffer] | undefined> {
  if (!previous) return undefined;
  const file = path.join(previous, relative);
  try {
    if (!(await readFile(file)).equals(data)) return undefined;
    return await Promise.all([readFile(`${file}.br`), readFile(`${file}.gz`)]);
  } catch {
    return undefined;
  }
}

/**
 * Writes the .br and .gz siblings of every compressible file under `dir`; with `previous` (an earlier generation of
 * the site, decision 052), a file whose bytes are the same there takes its siblings from there instead.
 */
export async function compressDirectory(
  dir: string,
  previous?: string,
): Promise<{ files: number; reused: number; raw: number; br: number; gzip: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const totals = { files: 0, reused: 0, raw: 0, br: 0, gzip: 0 };
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name) && !entry.name.startsWith("."))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const data = await readFile(file);
        if (data.length < MIN_BYTES) return;
        const reused = await previousSiblings(previous, path.relative(dir, file), data);
        if (reused) totals.reused += 1;
        const [br, gzipped] =
          reused ??
          (await Promise.all([
            brotli(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: brotliQuality(entry.name),
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gz(data, { level: 9 }),
          ]));
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        totals.files += 1;
        totals.raw += data.length;
        totals.br += br.length;
        totals.gzip += gzipped.length;
      }),
  );
  return totals;
}
