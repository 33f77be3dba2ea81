/**
 * The team workspace's pages (decision 026): a single-page app built apart from the public site (team/, built into
 * build/team beside build/client) and served here under /team. Like the public build (decision 017) it is read into
 * memory at start, each file with the Brotli and gzip forms the build wrote beside it:
 * - `GET /team/assets/*`: the hashed files, cached for a year;
 * - `GET /team` and `GET /team/*`: the app's one HTML shell, whatever the screen (the app routes in the browser),
 *   never stored (`no-store`), never indexed, with a strict CSP of its own: no inline script or style at all.
 * Without a team build (a server started on the public build alone, the API's tests) every /team path answers 503
 * saying so, rather than the public 404 page.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import negotiate from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import mime from "mime";

/**
 * The shell's policy: the app's own scripts, styles, fonts and API only; nothing inline, no <base>; frames of its own
 * origin only, where only a preview (decision 054) agrees to be framed (the site's pages and the shell refuse it).
 */
export const SHELL_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join("; ");

const IMMUTABLE = "public, max-age=31536000, immutable";
const NOINDEX = "noindex, nofollow";
/** Smaller than this, compression costs more than it saves (the fonts are compressed already: woff2). */
const MIN_COMPRESS_BYTES = 512;
const ENCODINGS = ["br", "gzip"] as const;
type Encoding = (typeof ENCODINGS)[number];
const EXTENSION: Record<Encoding, string> = { br: ".br", gzip: ".gz" };

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface TeamFile {
  readonly type: string;
  readonly identity: Buffer;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

function contentType(file: string): string {
  const type = mime.getType(file) ?? "application/octet-stream";
  return /^(text\/|application\/javascript|application\/json)/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * A sibling the build wrote (`.br`, `.gz`: scripts/build/compress.ts), undefined when there is none. A `.gz` must
 * state the file's own length in its trailer (RFC 1952), so a sibling left from other bytes is not sent for them.
 */
async function sibling(file: string, identity: Buffer, encoding: Encoding): Promise<Buffer | undefined> {
  const bytes = await readFile(`${file}${EXTENSION[encoding]}`).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (!bytes) return undefined;
  if (encoding === "gzip" && (bytes.length < 18 || bytes.readUInt32LE(bytes.length - 4) !== identity.length % 2 ** 32))
    return undefined;
  return bytes;
}

/**
 * A file of the team build with its Brotli and gzip forms: those the build wrote beside it (`npm run build`
 * compresses build/team as it does build/client), else made here once, for a team build made otherwise.
 */
async function loadFile(file: string): Promise<TeamFile> {
  const identity = await readFile(file);
  const type = contentType(file);
  if (identity.length < MIN_COMPRESS_BYTES || !/^(text\/|application\/(javascript|json)|image\/svg)/.test(type))
    return { type, identity, encoded: {} };
  const [builtBr, builtGz] = await Promise.all([sibling(file, identity, "br"), sibling(file, identity, "gzip")]);
  const [br, gz] = await Promise.all([
    builtBr ??
      brotli(identity, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
    builtGz ?? gzipAsync(identity, { level: 9 }),
  ]);
  return { type, identity, encoded: { br, gzip: gz } };
}

/** The smallest form the client accepts (`*` counts as gzip, as for the public build). */
function send(request: FastifyRequest, reply: FastifyReply, file: TeamFile): FastifyReply {
  const offered = ENCODINGS.filter((encoding) => file.encoded[encoding]);
  const accepted = request.headers["accept-encoding"];
  const encoding =
    offered.length && accepted
      ? (negotiate(accepted.toLowerCase().replaceAll("*", "gzip"), offered) as Encoding | null)
      : null;
  const body = (encoding && file.encoded[encoding]) || file.identity;
  if (offered.length) reply.header("Vary", "Accept-Encoding");
  if (encoding) reply.header("Content-Encoding", encoding);
  return reply.type(file.type).header("Content-Length", body.length).send(body);
}

/** The team build (index.html and assets/), read into memory; undefined when there is none. */
async function loadTeamBuild(dir: string): Promise<{ shell: TeamFile; assets: Map<string, TeamFile> } | undefined> {
  let shell: TeamFile;
  try {
    shell = await loadFile(path.join(dir, "index.html"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  const assets = new Map<string, TeamFile>();
  // The build's compressed siblings are forms of their files, not files of their own.
  const names = (await readdir(path.join(dir, "assets")).catch(() => [] as string[])).filter(
    (name) => !/\.(br|gz)$/.test(name),
  );
  await Promise.all(names.map(async (name) => assets.set(name, await loadFile(path.join(dir, "assets", name)))));
  return { shell, assets };
}

/** The team build of a public build (BUILD_DIR): its sibling, build/team beside build/client. */
const teamBuildDir = (publicBuildDir: string) => path.join(path.resolve(publicBuildDir), "..", "team");

/** The /team routes, from the team build beside the public build `publicBuildDir`. */
export async function teamShellRoutes(app: FastifyInstance, publicBuildDir: string): Promise<void> {
  const dir = teamBuildDir(publicBuildDir);
  const build = await loadTeamBuild(dir);
  if (build) app.log.info(`team workspace in memory: ${build.assets.size + 1} files`);
  // Info, not a warning: a server on a public build alone (the API's tests) is expected to have none.
  else app.log.info(`no team workspace build in ${dir}: /team answers 503 (run "npm run build")`);

  const shell = (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("X-Robots-Tag", NOINDEX).header("Cache-Control", "no-store");
    if (!build)
      return reply
        .code(503)
        .type("text/plain; charset=utf-8")
        .send('The team workspace is not built on this server: run "npm run build", then restart it.\n');
    return send(request, reply.header("Content-Security-Policy", SHELL_CSP), build.shell);
  };
  app.get("/team", shell);
  app.get("/team/*", shell);
  app.get("/team/assets/*", (request, reply) => {
    const name = (request.params as { "*": string })["*"];
    const file = build?.assets.get(name);
    reply.header("X-Robots-Tag", NOINDEX);
    if (!file)
      return reply.code(404).header("Cache-Control", "no-store").type("text/plain; charset=utf-8").send("Not Found\n");
    return send(request, reply.header("Cache-Control", IMMUTABLE), file);
  });
}
