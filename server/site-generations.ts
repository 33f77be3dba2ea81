/**
 * The site as the team published it (issue 37, decision 052): each instance serves the build until the database
 * holds published documents, then a generation of the site made from them. A generation is made in a child process
 * (`cli/generate.js` beside the server's `main.js`: scripts/cli/generate.ts), from the build's own server bundle, with
 * the published documents written as files over the repository's content; only a complete generation the server's
 * own checks accept is swapped in, between two requests. One generation at a time per instance.
 *
 * Every instance reads the content's revision (one row) every few seconds (CONTENT_POLL_MS): when it has moved (a
 * publish on any instance), it makes the same generation itself (the work is deterministic; no shared disk). A publish
 * saves once the content's checks pass and then waits for its own instance's generation (`serveAtLeast`), while the
 * others make theirs at the same time. Generations live under
 * DATA_DIR/site/; the one served is kept (and the one being made), older ones are removed. A restart on the same build
 * serves the last generation served at once, when the revision has not moved since (`resume`).
 */
import { spawn } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq, inArray, isNotNull } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { ContentCollection } from "../app/shared/team-api";
import type { Locale } from "../app/shared/locale";
import { TEAM_PHOTOS_FILE } from "../app/shared/photo-data";
import type { Db } from "./db/client";
import { contentDocuments, contentPhotos, contentRevision, contentVersions } from "./db/schema";
import { photos as repositoryPhotos } from "../content/photos";
import { photoIdsOf } from "./content-files";
import { SITE_MANIFEST_FILE } from "./site-manifest";

/** A published document: the text of a collection's entry in one language, as a file of content/ holds it. */
export interface ContentDocument {
  readonly collection: ContentCollection;
  readonly slug: string;
  readonly locale: Locale;
  readonly text: string;
}

/** Where a document goes in a folder laid out as content/ is (content/collections.ts reads it there). */
const documentFile = (document: Pick<ContentDocument, "collection" | "slug" | "locale">): string =>
  `${document.locale === "en" ? "" : `${document.locale}/`}${document.collection}/${document.slug}.md`;

/** A generation's site, in its folder (the generator's `--out` is `<folder>/out`). */
const clientOf = (folder: string): string => path.join(folder, "out", "client");

/** A generation's documents, laid out as content/ is (writeOverlay). */
const overlayOf = (folder: string): string => path.join(folder, "content");

/** Beside a generation's site: the revision and the build it was served for (`resume`). */
const SERVED_FILE = "served.json";

async function readRevision(db: Db): Promise<number> {
  const [row] = await db.select({ revision: contentRevision.revision }).from(contentRevision);
  return row?.revision ?? 0;
}

/** The published content: its revision and every published document. */
export async function publishedContent(db: Db): Promise<{ revision: number; documents: ContentDocument[] }> {
  const revision = await readRevision(db);
  const documents = await db
    .select({
      collection: contentDocuments.collection,
      slug: contentDocuments.slug,
      locale: contentDocuments.locale,
      text: contentVersions.text,
    })
    .from(contentDocuments)
    .innerJoin(contentVersions, eq(contentVersions.id, contentDocuments.publishedVersionId))
    .where(isNotNull(contentDocuments.publishedVersionId))
    .orderBy(contentDocuments.id);
  return { revision, documents };
}

/** What a generation came to: the site's folder, or why the site cannot be made (the build's own messages). */
export type GenerationResult =
  | { readonly ok: true; readonly client: string; readonly folder: string; readonly seconds: number }
  | { readonly ok: false; readonly problems: readonly string[] };

/** A page previewed: its HTML, or why it cannot be made. */
export type PreviewResult =
  { readonly ok: true; readonly html: string } | { readonly ok: false; readonly problems: readonly string[] };

export interface SiteGenerationsOptions {
  readonly db: Db;
  /** The build's client folder (BUILD_DIR): its parent holds the server bundle and the route table. */
  readonly buildDir: string;
  readonly dataDir: string;
  /** The compiled generator (default: `cli/generate.js` beside the running `main.js`). */
  readonly script?: string;
  readonly log: FastifyBaseLogger;
  /**
   * Serves the site in `client` from the next request on, made with the documents in `overlay` (laid out as content/
   * is); throws when the server would refuse it.
   */
  readonly swap: (client: string, overlay: string) => Promise<void>;
  /** How often the revision is read (ms); 0: never (tests call `check`). */
  readonly pollMs: number;
}

/** The lines of a generator's error output worth showing: its own messages, without Node's stack frames. */
const problemLines = (stderr: string): string[] =>
  stderr
    .split("\n")
    .map((line) => line.trimEnd())
    // The content check's heading and its list marks (content/collections.ts: "Content is invalid:\n- …").
    .filter((line) => line && !/^\s+at /.test(line) && line !== "Content is invalid:")
    .map((line) => line.replace(/^- /, ""))
    .slice(0, 20);

/**
 * Writes documents into `<folder>/content`, laid out as content/ is, with the photos uploaded in the workspace they
 * show but content/photos.ts does not list (their originals in `photos/`, listed in `photos.json`:
 * app/lib/photos.server.ts); returns that folder.
 */
async function writeOverlay(db: Db, folder: string, documents: readonly ContentDocument[]): Promise<string> {
  const overlay = overlayOf(folder);
  for (const document of documents) {
    const file = path.join(overlay, documentFile(document));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, document.text);
  }
  await mkdir(overlay, { recursive: true });
  // Those content/photos.ts lists (exported and committed since) are the repository's.
  const listed = new Set(repositoryPhotos.map((photo) => photo.id));
  const ids = [...new Set(documents.flatMap((document) => photoIdsOf(document.text)))].filter((id) => !listed.has(id));
  if (ids.length) {
    const photos = await db
      .select({ id: contentPhotos.id, file: contentPhotos.file, alt: contentPhotos.alt, data: contentPhotos.data })
      .from(contentPhotos)
      .where(inArray(contentPhotos.id, ids))
      .orderBy(contentPhotos.id);
    if (photos.length) {
      await mkdir(path.join(overlay, "photos"));
      for (const photo of photos) {
        // A value of the database becomes a path: only the name the upload gave it (content-photos.ts).
        if (!new RegExp(`^${photo.id}\\.(jpg|png)$`).test(photo.file))
          throw new Error(`not a photo's file: ${photo.file}`);
        await writeFile(path.join(overlay, "photos", photo.file), photo.data);
      }
      const entries = photos.map(({ id, file, alt }) => ({ id, file, alt }));
      await writeFile(path.join(overlay, TEAM_PHOTOS_FILE), JSON.stringify(entries));
    }
  }
  return overlay;
}

/**
 * Runs the compiled generator with the documents in `overlay`: its exit code and what it wrote to stderr. With
 * `timeoutMs`, a child still running then is killed (its code is then null).
 */
function runGenerator(
  script: string,
  args: readonly string[],
  overlay: string,
  timeoutMs?: number,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--enable-source-maps", script, ...args], {
      env: { ...process.env, CONTENT_OVERLAY: overlay },
      stdio: ["ignore", "ignore", "pipe"],
      ...(timeoutMs ? { timeout: timeoutMs, killSignal: "SIGKILL" as const } : {}),
    });
    let errors = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (chunk: string) => {
      if (errors.length < 64 * 1024) errors += chunk;
    });
    child.on("error", (error) => resolve({ code: null, stderr: error.message }));
    child.on("close", (exitCode) => resolve({ code: exitCode, stderr: errors }));
  });
}

const problemsOf = (code: number | null, stderr: string): string[] => {
  const problems = problemLines(stderr);
  return problems.length ? problems : [`The generator stopped (exit ${code}).`];
};

/** How long a revision whose generation failed is left before it is tried again (a full disk, a killed child). */
const RETRY_FAILED_MS = 60_000;

/** A preview's child still running after this is killed, so that one stuck child never holds up the others. */
const PREVIEW_TIMEOUT_MS = 60_000;

/** What a check came to. */
type CheckOutcome = "served" | "failed" | "unchanged" | "error";

export class SiteGenerations {
  /** The revision served, and the generation's folder (none: the build). */
  private served: { revision: number; folder?: string } = { revision: 0 };
  /** The latest revision whose generation failed: why, and when. */
  private failure?: { revision: number; problems: readonly string[]; at: number };
  private queue: Promise<unknown> = Promise.resolve();
  private timer?: NodeJS.Timeout;
  private checking?: Promise<CheckOutcome>;
  private closed = false;
  /** The folders of generations being made (never removed as stale). */
  private readonly making = new Set<string>();
  private key?: Promise<string>;
  /** The previews under way, one after the other. */
  private previews: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SiteGenerationsOptions) {}

  get revision(): number {
    return this.served.revision;
  }

  private get root(): string {
    return path.join(this.options.dataDir, "site");
  }

  private get script(): string {
    return this.options.script ?? path.join(path.dirname(process.argv[1] ?? "."), "cli", "generate.js");
  }

  /** The site's folder being served: the latest generation's, or the build's. */
  private get servedClient(): string {
    return this.served.folder ? clientOf(this.served.folder) : this.options.buildDir;
  }

  /** Runs `task` once every generation queued before it has ended. */
  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Makes a generation of the site with `documents` over the repository's content; serves nothing yet. */
  generate(documents: readonly ContentDocument[]): Promise<GenerationResult> {
    return this.serial(() => this.make(documents));
  }

  private async make(documents: readonly ContentDocument[]): Promise<GenerationResult> {
    const started = performance.now();
    const folder = path.join(this.root, `g-${Date.now()}-${randomBytes(4).toString("hex")}`);
    this.making.add(path.basename(folder));
    try {
      return await this.makeIn(folder, documents, started);
    } finally {
      this.making.delete(path.basename(folder));
    }
  }

  private async makeIn(
    folder: string,
    documents: readonly ContentDocument[],
    started: number,
  ): Promise<GenerationResult> {
    const overlay = await writeOverlay(this.options.db, folder, documents);
    const out = path.join(folder, "out");
    const build = path.dirname(this.options.buildDir);
    const { code, stderr } = await runGenerator(
      this.script,
      ["--out", out, "--build", build, "--previous", this.servedClient],
      overlay,
    );
    const seconds = Math.round(performance.now() - started) / 1000;
    if (code !== 0) {
      await rm(folder, { recursive: true, force: true });
      return { ok: false, problems: problemsOf(code, stderr) };
    }
    return { ok: true, client: clientOf(folder), folder, seconds };
  }

  /**
   * The content checks of a generation alone (the build's parser, schemas and cross-checks; no page made): the
   * problems with `documents` over the repository's content, none when it would build. Not queued behind a
   * generation under way, so a text that cannot be published is refused in seconds.
   */
  async problems(documents: readonly ContentDocument[]): Promise<readonly string[]> {
    const folder = path.join(this.root, `c-${Date.now()}-${randomBytes(4).toString("hex")}`);
    this.making.add(path.basename(folder));
    try {
      const overlay = await writeOverlay(this.options.db, folder, documents);
      const { code, stderr } = await runGenerator(
        this.script,
        ["--check", "--build", path.dirname(this.options.buildDir)],
        overlay,
      );
      return code === 0 ? [] : problemsOf(code, stderr);
    } finally {
      this.making.delete(path.basename(folder));
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * One page of the site as it would be with `documents` over the repository's content (a preview, decision 054): its
   * HTML, or the problems (the content's checks, or the path is no page with them). Not queued behind a generation;
   * previews wait for each other (one generator child at a time for them).
   */
  preview(documents: readonly ContentDocument[], pagePath: string): Promise<PreviewResult> {
    const run = this.previews.then(() => this.previewOnce(documents, pagePath));
    this.previews = run.catch(() => undefined);
    return run;
  }

  private async previewOnce(documents: readonly ContentDocument[], pagePath: string): Promise<PreviewResult> {
    const folder = path.join(this.root, `p-${Date.now()}-${randomBytes(4).toString("hex")}`);
    this.making.add(path.basename(folder));
    try {
      const overlay = await writeOverlay(this.options.db, folder, documents);
      const out = path.join(folder, "out");
      const { code, stderr } = await runGenerator(
        this.script,
        ["--preview", pagePath, "--out", out, "--build", path.dirname(this.options.buildDir)],
        overlay,
        PREVIEW_TIMEOUT_MS,
      );
      if (code !== 0) return { ok: false, problems: problemsOf(code, stderr) };
      const file = path.join(out, ...pagePath.split("/").filter(Boolean), "index.html");
      return { ok: true, html: await readFile(file, "utf8") };
    } finally {
      this.making.delete(path.basename(folder));
      await rm(folder, { recursive: true, force: true });
    }
  }

  /**
   * Serves a generation made for `revision` from the next request on, and removes the older ones. A generation for a
   * revision older than the one served is discarded.
   */
  async adopt(revision: number, generation: Extract<GenerationResult, { ok: true }>): Promise<boolean> {
    return this.serial(async () => {
      // Already serving this revision or a later one (another check or a publish came first).
      if (revision <= this.served.revision || this.closed) {
        await rm(generation.folder, { recursive: true, force: true });
        return false;
      }
      await this.options.swap(generation.client, overlayOf(generation.folder));
      this.served = { revision, folder: generation.folder };
      // What it was made for, so that a restart on the same build serves it at once (resume).
      await writeFile(
        path.join(generation.folder, SERVED_FILE),
        JSON.stringify({ revision, build: await this.buildKey() }),
      );
      this.options.log.info({ revision, seconds: generation.seconds }, "site generation served");
      await this.removeOthers();
      return true;
    });
  }

  /** Every generation folder but the one served (a crash or a failed swap may have left some). */
  private async removeOthers(): Promise<void> {
    const names = await readdir(this.root).catch(() => [] as string[]);
    const keep = this.served.folder ? path.basename(this.served.folder) : undefined;
    await Promise.all(
      names
        .filter((name) => name !== keep && !this.making.has(name))
        .map((name) => rm(path.join(this.root, name), { recursive: true, force: true })),
    );
  }

  /**
   * Makes and serves the published content's generation when its revision is not the one served (another instance
   * published, or the server just started). Never throws: a failure is logged and tried again at the next check.
   */
  check(): Promise<CheckOutcome> {
    this.checking ??= this.checkOnce().finally(() => {
      this.checking = undefined;
    });
    return this.checking;
  }

  private async checkOnce(): Promise<CheckOutcome> {
    try {
      const { revision, documents } = await publishedContent(this.options.db);
      if (revision <= this.served.revision || this.closed) return "unchanged";
      const failed = this.failure;
      if (failed?.revision === revision && Date.now() - failed.at < RETRY_FAILED_MS) return "failed";
      const generation = await this.generate(documents);
      if (!generation.ok) {
        this.failure = { revision, problems: generation.problems, at: Date.now() };
        this.options.log.error({ revision, problems: generation.problems }, "site generation failed");
        return "failed";
      }
      return (await this.adopt(revision, generation)) ? "served" : "unchanged";
    } catch (error) {
      this.options.log.warn({ err: error }, "checking the published content failed");
      return "error";
    }
  }

  /**
   * Waits until this instance serves `revision` (just saved by a publish) or a later one, making the generation if no
   * check is making it already: ok, or the problems of a failed generation of that revision or a later one. A check
   * that cannot read the database is tried again every second, until the server stops.
   */
  async serveAtLeast(revision: number): Promise<{ ok: true } | { ok: false; problems: readonly string[] }> {
    for (;;) {
      if (this.served.revision >= revision) return { ok: true };
      const failed = this.failure;
      if (failed && failed.revision >= revision) return { ok: false, problems: failed.problems };
      if (this.closed) return { ok: false, problems: ["The server stopped before the site was made. Publish again."] };
      // A check under way may have read the revision before the publish saved it: then this loop checks again.
      if ((await this.check()) === "error") await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }

  /** What identifies the build a generation was made from: its site manifest's hash (every page's hash is in it). */
  private async buildKey(): Promise<string> {
    this.key ??= readFile(path.join(this.options.buildDir, SITE_MANIFEST_FILE)).then((bytes) =>
      createHash("sha256").update(bytes).digest("hex"),
    );
    return this.key;
  }

  /**
   * At start: serves the generation a previous run of this instance served, if it was made for the published content's
   * revision from this very build (a restart, not a deploy), so that a restart serves the team's content at once; then
   * removes every other generation. Never throws: without one, the build is served until `check` has made one.
   */
  async resume(): Promise<void> {
    try {
      const revision = await readRevision(this.options.db);
      const build = await this.buildKey();
      const names = revision > 0 ? await readdir(this.root).catch(() => [] as string[]) : [];
      for (const name of names) {
        const folder = path.join(this.root, name);
        const served = await readFile(path.join(folder, SERVED_FILE), "utf8").catch(() => "");
        if (served !== JSON.stringify({ revision, build })) continue;
        await this.options.swap(clientOf(folder), overlayOf(folder));
        this.served = { revision, folder };
        this.options.log.info({ revision }, "site generation resumed");
        break;
      }
    } catch (error) {
      this.options.log.warn({ err: error }, "resuming the last site generation failed");
    }
    await this.removeOthers();
  }

  /** Checks at once (in the background), then every `pollMs`. */
  start(): void {
    void this.check();
    if (this.options.pollMs > 0) this.timer = setInterval(() => void this.check(), this.options.pollMs).unref();
  }

  /** Stops the checks and waits for a generation under way. */
  async stop(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.checking;
    await this.queue;
  }
}
