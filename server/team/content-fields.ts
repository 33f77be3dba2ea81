/**
 * The form of a collection's fields (issue 37 §2): `GET /api/team/content-fields/<collection>` answers
 * `{ fields: ContentField[] }`, the frontmatter's fields as the workspace's editor shows them, derived from the very
 * zod schema the build checks the files with (content/schema.ts, through zod's JSON Schema), so the two cannot drift:
 * a field added to the schema is in the form, with its limits. The body's fields (an article's sections, a role's
 * lists) are the Markdown text under the form; `slug` is the address, and an article's `removed` is set by
 * _Take it off the site_.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { ContentCollection, ContentField, TeamRole } from "../../app/shared/team-api";
import { collectionSchema } from "../../content/collections";
import { COLLECTION_ROLES } from "./content";
import type { TeamDeps } from "./index";

/** What the form calls a field, where its name alone would not say it (the rest: the name in words). */
const LABELS: Readonly<Record<string, string>> = {
  title: "Title",
  seoTitle: "Title in search results",
  description: "Description in search results and link previews",
  "author.name": "Author's name",
  "author.role": "Author's role",
  published: "Published on",
  related: "Related pages (their ids, one per line)",
  services: "Services (their page ids, one per line)",
  clientType: "Kind of client",
  "quote.text": "Quote",
  "quote.author": "Quoted person",
  "quote.role": "Quoted person's role",
  employmentType: "Employment type",
  posted: "Posted on",
  validThrough: "Last day to apply",
  "location.remotePolicy": "Remote policy",
  "location.remoteCountries": "Countries for remote work (two-letter codes, one per line)",
  "salary.min": "Salary from",
  "salary.max": "Salary up to",
  outcomes: "Outcomes",
  "outcomes.value": "Figure",
  "outcomes.label": "What it measures",
};

/** Fields the form leaves to other controls. */
const ELSEWHERE = new Set(["slug", "removed"]);

/** A JSON Schema node as zod writes it (the parts the form reads). */
interface Node {
  readonly type?: string;
  readonly enum?: readonly string[];
  readonly format?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly properties?: Readonly<Record<string, Node>>;
  readonly required?: readonly string[];
  readonly items?: Node;
  readonly anyOf?: readonly Node[];
}

const words = (name: string) => {
  const spaced = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

function fieldOf(path: readonly string[], raw: Node, required: boolean): ContentField {
  const node = raw.anyOf?.find((branch) => branch.type !== "null") ?? raw;
  const base = { path, label: LABELS[path.join(".")] ?? words(path.at(-1)!), required };
  const limits = {
    ...(node.minLength === undefined ? {} : { minLength: node.minLength }),
    ...(node.maxLength === undefined ? {} : { maxLength: node.maxLength }),
  };
  if (node.type === "object" && node.properties)
    return {
      ...base,
      kind: "group",
      fields: Object.entries(node.properties).map(([name, child]) =>
        fieldOf([...path, name], child, node.required?.includes(name) ?? false),
      ),
    };
  if (node.type === "array") {
    const items = node.items;
    if (items?.enum) return { ...base, kind: "choices", options: items.enum };
    if (items?.type === "object" && items.properties)
      return {
        ...base,
        kind: "rows",
        item: base.label.replace(/s$/, ""),
        fields: Object.entries(items.properties).map(([name, child]) =>
          fieldOf([...path, name], child, items.required?.includes(name) ?? false),
        ),
      };
    return { ...base, kind: "list" };
  }
  if (node.enum) return { ...base, kind: "choice", options: node.enum };
  if (node.type === "integer" || node.type === "number")
    return {
      ...base,
      kind: "integer",
      ...(node.minimum === undefined ? {} : { minimum: node.minimum }),
      ...(node.maximum === undefined || node.maximum >= Number.MAX_SAFE_INTEGER ? {} : { maximum: node.maximum }),
    };
  if (node.format === "date") return { ...base, kind: "date" };
  return { ...base, kind: (node.maxLength ?? 0) > 100 ? "long" : "text", ...limits };
}

/** The frontmatter's fields of a collection, in the schema's order. */
export function contentFields(collection: ContentCollection): ContentField[] {
  const { schema, bodyFields } = collectionSchema(collection);
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Node;
  return Object.entries(json.properties ?? {})
    .filter(([name]) => !ELSEWHERE.has(name) && !bodyFields.includes(name))
    .map(([name, node]) => fieldOf([name], node, json.required?.includes(name) ?? false));
}

export function contentFieldRoutes(app: FastifyInstance, _deps: TeamDeps): void {
  for (const [collection, roles] of Object.entries(COLLECTION_ROLES) as [ContentCollection, readonly TeamRole[]][]) {
    const fields = contentFields(collection);
    app.get(`/api/team/content-fields/${collection}`, { config: { team: { roles } } }, async () => ({ fields }));
  }
}
