/**
 * The team's published documents and the repository's files (issue 37 §4, decision 052): where an entry was changed on
 * both sides, and the documents written out as files a developer can commit.
 *
 * A document keeps the SHA-256 of the repository's file it was written from (`base_hash`; null for an entry the team
 * added). A deploy that brings another file for that entry and language (a developer's change) while the document is
 * on the site is a **conflict**: the document still wins on the site, the workspace shows both texts until a member
 * keeps one of them, and `npm run content -- conflicts` lists them. A file that states exactly the document's text (the
 * team's edit, exported and committed) is no conflict.
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { locales, type Locale } from "../app/shared/locale";
import { contentCollections, type ContentCollection } from "../app/shared/team-api";
import { caseStudyOrder, roleOrder } from "../content/collection-order";
import { repositoryFile } from "../content/collections";
import { photos as repositoryPhotos } from "../content/photos";
import type { Db } from "./db/client";
import { contentDocuments, contentPhotos, contentVersions } from "./db/schema";

/** The ids of the library photos a document's text shows (`](photo:<id>`; a mention in code counts too). */
export const photoIdsOf = (text: string): string[] =>
  [...text.matchAll(/\]\(photo:([a-z0-9]+(?:-[a-z0-9]+)*)/g)].map((match) => match[1]!);

/** A slug as the repository's file names are (content/collections.ts: the file name is the slug). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** A document on the site, with the hash of the file it was written from. */
export interface PublishedDocument {
  readonly collection: ContentCollection;
  readonly slug: string;
  readonly locale: Locale;
  readonly text: string;
  readonly baseHash: string | null;
}

/** The documents the team published, oldest first (one entry in both languages together). */
export async function publishedDocuments(
  db: Db,
  only?: { collection: ContentCollection; slug?: string },
): Promise<PublishedDocument[]> {
  const rows = await db
    .select({
      collection: contentDocuments.collection,
      slug: contentDocuments.slug,
      locale: contentDocuments.locale,
      text: contentVersions.text,
      baseHash: contentDocuments.baseHash,
    })
    .from(contentDocuments)
    .innerJoin(contentVersions, eq(contentVersions.id, contentDocuments.publishedVersionId))
    .where(
      and(
        isNotNull(contentDocuments.publishedVersionId),
        only && eq(contentDocuments.collection, only.collection),
        only?.slug === undefined ? undefined : eq(contentDocuments.slug, only.slug),
      ),
    )
    .orderBy(contentDocuments.id);
  return rows.map((row) => ({ ...row, collection: row.collection as ContentCollection }));
}

/**
 * The repository's text of a document's entry and language when it changed since the document was written from it
 * and states something else: a conflict. Undefined otherwise.
 */
export function repositoryChange(document: PublishedDocument): string | undefined {
  const file = repositoryFile(document.collection, document.slug, document.locale);
  if (file === undefined || file === document.text || sha256(file) === document.baseHash) return undefined;
  return file;
}

/** A document's file, relative to the content folder: `[de/]<collection>/<slug>.md`. */
export const fileOf = (document: Pick<PublishedDocument, "collection" | "slug" | "locale">) =>
  path.join(document.locale === "en" ? "" : document.locale, document.collection, `${document.slug}.md`);

export interface Exported {
  /** The files written (relative to the folder), and those that held the document's text already. */
  readonly written: readonly string[];
  readonly unchanged: readonly string[];
  /** Documents in conflict with the repository's file, not written: a developer's newer text is never overwritten. */
  readonly conflicts: readonly string[];
  /** New case studies and roles, which the site lists in the order of content/collection-order.ts. */
  readonly toOrder: readonly { readonly collection: ContentCollection; readonly slug: string }[];
  /** Photos uploaded in the workspace that the exported documents show, written to photos/: content/photos.ts lists them. */
  readonly photos: readonly { readonly id: string; readonly file: string; readonly alt: string }[];
}

/** Whether a document names a file of content/ (the database's values checked again: they become a path). */
const isContentFile = (document: PublishedDocument) =>
  SLUG.test(document.slug) &&
  (contentCollections as readonly string[]).includes(document.collection) &&
  (locales as readonly string[]).includes(document.locale);

/**
 * Writes every published document into `folder` laid out as content/ is, each as the team published it; but those in
 * conflict with the repository's file, which a member resolves in the workspace first.
 */
export async function exportDocuments(db: Db, folder: string): Promise<Exported> {
  const written: string[] = [];
  const unchanged: string[] = [];
  const conflicts: string[] = [];
  const toOrder = new Map<string, { collection: ContentCollection; slug: string }>();
  /** The library photos the exported documents show. */
  const shown = new Set<string>();
  for (const document of await publishedDocuments(db)) {
    if (!isContentFile(document)) throw new Error(`not a content file: ${JSON.stringify(document.slug)}`);
    const file = fileOf(document);
    if (repositoryChange(document) !== undefined) {
      conflicts.push(file);
      continue;
    }
    const target = path.join(folder, file);
    const before = await readFile(target, "utf8").catch(() => undefined);
    if (before === document.text) unchanged.push(file);
    else {
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, document.text);
      written.push(file);
    }
    for (const id of photoIdsOf(document.text)) shown.add(id);
    const order =
      document.collection === "roles" ? roleOrder : document.collection === "case-studies" ? caseStudyOrder : null;
    if (order && !(order as readonly string[]).includes(document.slug))
      toOrder.set(`${document.collection}/${document.slug}`, { collection: document.collection, slug: document.slug });
  }
  const photos = await exportPhotos(db, folder, shown);
  for (const photo of photos) written.push(`photos/${photo.file}`);
  return { written, unchanged, conflicts, toOrder: [...toOrder.values()], photos };
}

/**
 * Writes the photos uploaded in the workspace (decision 055) among `ids` into `<folder>/photos/`, but those
 * content/photos.ts lists already; returns the entries content/photos.ts must list.
 */
async function exportPhotos(db: Db, folder: string, ids: ReadonlySet<string>): Promise<Exported["photos"]> {
  const listed = new Set(repositoryPhotos.map((photo) => photo.id));
  const wanted = [...ids].filter((id) => !listed.has(id));
  if (!wanted.length) return [];
  const rows = await db.select().from(contentPhotos).where(inArray(contentPhotos.id, wanted)).orderBy(contentPhotos.id);
  for (const row of rows) {
    if (!/^[a-z0-9-]+\.(jpg|png)$/.test(row.file))
      throw new Error(`not a photo's file name: ${JSON.stringify(row.file)}`);
    await mkdir(path.join(folder, "photos"), { recursive: true });
    await writeFile(path.join(folder, "photos", row.file), row.data);
  }
  return rows.map(({ id, file, alt }) => ({ id, file, alt }));
}
