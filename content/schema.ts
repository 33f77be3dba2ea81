/**
 * zod schemas for every content entry. Content is parsed with these at build
 * time (react-router.config.ts) and in unit tests, so a bad entry fails the build.
 */
import { inlineMarkdownProblems, inlineMarkdownText, markdownProblems, markdownText } from "./markdown.ts";
import { z } from "zod";
import { caseStudyOrder } from "./collection-order.ts";
import { topicIds } from "./topics.ts";

const iconNames = [
  "activity",
  "bar-chart",
  "bot",
  "brain",
  "briefcase",
  "bug",
  "building",
  "calendar",
  "chart-line",
  "check-circle",
  "cloud",
  "code",
  "compass",
  "cpu",
  "database",
  "file-text",
  "gauge",
  "git-branch",
  "globe",
  "graduation-cap",
  "handshake",
  "heart",
  "layers",
  "layout",
  "lightbulb",
  "lock",
  "mail",
  "megaphone",
  "message-square",
  "monitor",
  "palette",
  "pen-tool",
  "plane",
  "refresh-cw",
  "rocket",
  "search",
  "server",
  "settings",
  "shield",
  "shopping-cart",
  "smartphone",
  "sparkles",
  "target",
  "timer",
  "trending-up",
  "truck",
  "trophy",
  "users",
  "utensils",
  "wallet",
  "wrench",
  "zap",
] as const;
const iconSchema = z.enum(iconNames);
export type IconName = z.infer<typeof iconSchema>;

/**
 * A text of `min` to `max` characters (spaces at its ends left out). Its message says what to do, for a developer's
 * file and a member's form alike (the workspace shows it at the field): "use 10 to 60 characters (it has 5)".
 */
const text = (min: number, max: number) => {
  const error = (issue: { input?: unknown }) =>
    `use ${min} to ${max} characters (it has ${typeof issue.input === "string" ? issue.input.length : 0})`;
  return z.string().trim().min(min, { error }).max(max, { error });
};
/**
 * A text in Markdown (content/markdown.ts): what it reads as, formatting left out, is `min` to `max` characters long,
 * and the Markdown has nothing the site would not show or link (each problem with its line in the text).
 */
const markdownSchema = (min: number, max: number) =>
  z
    .string()
    .trim()
    .superRefine((source, context) => {
      for (const problem of markdownProblems(source))
        context.addIssue({ code: "custom", message: `line ${problem.line}: ${problem.message}`, params: problem });
      const { length } = markdownText(source);
      if (length < min || length > max)
        context.addIssue({
          code: "custom",
          message: `the text reads ${length} characters long (formatting left out): write ${min} to ${max}`,
        });
    });

/**
 * A line of Markdown (a role's list item or hiring step, decision 057): links, emphasis and code, no block, photo or
 * line break; what it reads as is `min` to `max` characters long.
 */
const inlineMarkdownSchema = (min: number, max: number) =>
  z
    .string()
    .trim()
    .superRefine((source, context) => {
      for (const message of inlineMarkdownProblems(source)) context.addIssue({ code: "custom", message });
      const { length } = inlineMarkdownText(source);
      if (length < min || length > max)
        context.addIssue({
          code: "custom",
          message: `use ${min} to ${max} characters (it reads ${length} long, formatting left out)`,
        });
    });

/** Titles (SEO): <= 60 characters. */
const titleSchema = text(10, 60);
/** Meta descriptions: 70-160 characters. */
const descriptionSchema = text(70, 160);

/**
 * The most words a hero introduction (the paragraph under a page's h1) may have, so the first call to action is on the
 * first screen of a 390 × 844 phone (issue 35 §7).
 */
export const INTRO_MAX_WORDS = 45;
/** The words of a text: its runs of characters other than white space (`${site.figures.people}+` is one). */
export const wordCount = (value: string): number => value.trim().split(/\s+/).filter(Boolean).length;
/**
 * A hero introduction: at least `min` characters, at most INTRO_MAX_WORDS words. The word limit is the one that binds;
 * the 420-character ceiling only stops a paragraph of very long words (45 German words run to about 420 characters,
 * 45 English ones to about 320).
 */
const introSchema = (min: number) =>
  text(min, 420).refine(
    (value) => wordCount(value) <= INTRO_MAX_WORDS,
    `at most ${INTRO_MAX_WORDS} words, so the first call to action is on a phone's first screen`,
  );

/** Fields every page entry has. */
const pageBaseSchema = z.object({
  title: titleSchema,
  description: descriptionSchema,
  h1: text(3, 90),
  /** The introductory paragraph under the h1: at most INTRO_MAX_WORDS words. */
  intro: introSchema(60),
});

const itemSchema = z.object({ title: text(2, 80), body: text(20, 400) });
const iconItemSchema = itemSchema.extend({ icon: iconSchema });
const faqSchema = z.object({ question: text(10, 160), answer: text(40, 700) });
const ctaSchema = z.object({ title: text(5, 90), body: text(20, 260) });
const statSchema = z.object({ value: text(1, 12), label: text(3, 80) });

/** The slug of a case study (content/case-studies/<slug>.md, listed in content/collection-order.ts): an unknown slug fails the build. */
const caseStudySlugSchema = z.enum(caseStudyOrder as readonly string[] as [string, ...string[]], {
  error: (issue) => `unknown case study "${String(issue.input)}"`,
});

/**
 * A result a service page promises. A result seen on a client project names the case study it describes
 * (`caseStudy`), and the page links to it; the study must be tagged with the page (content/index.ts). A result
 * without `caseStudy` speaks in general terms and names no client (content/outcomes.test.ts).
 */
const outcomeSchema = itemSchema.extend({ caseStudy: caseStudySlugSchema.optional() });

export const serviceDetailSchema = pageBaseSchema.extend({
  offerings: z.array(iconItemSchema).min(4).max(6),
  outcomes: z.array(outcomeSchema).min(3).max(4),
  process: z.array(itemSchema).min(3).max(6),
  tech: z
    .array(z.object({ name: text(1, 40), use: text(5, 120) }))
    .min(4)
    .max(12),
  faqs: z.array(faqSchema).min(3).max(5),
  /** Page ids of related services. */
  related: z.array(z.string()).min(2).max(4),
  cta: ctaSchema,
});

export const serviceFamilySchema = pageBaseSchema.extend({
  overview: text(120, 900),
  /** One card text per child page id of this family (in the registry). */
  cards: z.record(z.string(), text(40, 240)),
  whyUs: z.array(iconItemSchema).min(3).max(4),
  process: z.array(itemSchema).min(3).max(6),
  cta: ctaSchema,
});

export const audienceSchema = pageBaseSchema.extend({
  challenges: z.array(iconItemSchema).min(3).max(5),
  approach: z.array(itemSchema).min(3).max(5),
  /** Page ids of relevant services. */
  services: z.array(z.string()).min(3).max(6),
  stats: z.array(statSchema).min(3).max(4),
  cta: ctaSchema,
});

export const caseStudySchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: titleSchema,
  description: descriptionSchema,
  client: text(10, 120),
  /** Page id of the audience (startups, scale-ups, enterprises, ngos): the study is listed on that page. */
  clientType: z.enum(["startups", "scale-ups", "enterprises", "ngos"]),
  /** Page id of the industry: the study is listed on that industry page. */
  industry: z.string(),
  /** Page ids of the services used. */
  services: z.array(z.string()).min(1).max(5),
  /** The year the work was delivered: from the agency's founding to the year of the build (not a year to come). */
  year: z.number().int().min(2022).max(new Date().getUTCFullYear()),
  summary: text(60, 300),
  /** The text under "The challenge", in Markdown (content/markdown.ts, decision 057). */
  challenge: markdownSchema(60, 2100),
  /** The text under "What we built", in Markdown. */
  solution: markdownSchema(60, 2800),
  outcomes: z.array(statSchema).min(2).max(4),
  quote: z.object({ text: text(30, 400), author: text(3, 80), role: text(3, 120) }).optional(),
});
export type CaseStudy = z.infer<typeof caseStudySchema>;

export const articleSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: titleSchema,
  description: descriptionSchema,
  author: z.object({ name: text(3, 60), role: text(3, 80) }),
  published: z.iso.date(),
  category: text(3, 40),
  summary: text(60, 300),
  /** Each `##` section: its heading and its text in Markdown (content/markdown.ts). */
  sections: z
    .array(z.object({ heading: text(3, 90), body: markdownSchema(80, 6000) }))
    .min(3)
    .max(8),
  /** Page ids of related services. */
  related: z.array(z.string()).min(1).max(3),
  /**
   * The day the article was taken off the site (in every language): its page then says so and answers 410 Gone, and
   * it leaves the lists, topic pages, related reading, feeds, sitemap and search. Without it, the article is on the site.
   */
  removed: z.iso.date().optional(),
  /** One to three topic ids of content/topics.ts, each once: the article is listed on their topic pages. */
  topics: z
    .array(z.enum(topicIds))
    .min(1)
    .max(3)
    .refine((ids) => new Set(ids).size === ids.length, "a topic is named twice"),
});
export type Article = z.infer<typeof articleSchema>;

/** A topic's page in a language (content/topics.ts): its name (the h1 and the links' text), title, description, intro. */
export const topicPageSchema = z.object({
  name: text(3, 40),
  title: titleSchema,
  description: descriptionSchema,
  /** The text under the h1: at most INTRO_MAX_WORDS words, like a page's intro. */
  intro: introSchema(120),
});

export const homeSchema = pageBaseSchema.extend({
  /** Short line above the h1 in the hero. */
  eyebrow: text(3, 60),
  stats: z.array(statSchema).length(4),
  process: z.array(itemSchema).min(4).max(5),
  whoWeServe: text(60, 400),
  industries: text(60, 400),
  cta: ctaSchema,
});

export const storySchema = pageBaseSchema.extend({
  mission: text(60, 500),
  milestones: z
    .array(
      z.object({
        year: z.number().int().min(2022).max(new Date().getUTCFullYear()),
        title: text(3, 80),
        body: text(40, 400),
      }),
    )
    .min(4)
    .max(6),
  values: z.array(iconItemSchema).min(4).max(6),
  leadership: z
    .array(z.object({ name: text(3, 60), role: text(3, 80), bio: text(60, 400) }))
    .min(3)
    .max(6),
  cta: ctaSchema,
});

/** An ISO date (YYYY-MM-DD) that is a real calendar day. */
const isoDate = z.iso.date();

/**
 * A job opening (content/roles/<slug>.md): one page per role at `/about/careers/<slug>` with its JobPosting.
 * A role without `validThrough`, salary or location fails the build; it is open until the end of its
 * `validThrough` day (UTC), then closed: unlisted, out of the sitemap, its page answers 410 Gone.
 */
export const roleSchema = z
  .strictObject({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "role slugs are lower-case kebab-case"),
    title: text(5, 80),
    /** The page's <title> (with " | Alphai") and meta description. */
    seoTitle: titleSchema,
    description: descriptionSchema,
    department: text(3, 40),
    location: z.strictObject(
      {
        /** The office the role belongs to (its address is the job location). */
        office: z.enum(["gcc", "south-asia", "dach"]),
        /** on-site: at the office; hybrid: office and home; remote: from one of `remoteCountries`. */
        remotePolicy: z.enum(["on-site", "hybrid", "remote"]),
        /** ISO 3166-1 alpha-2 codes of the countries a remote applicant may live in (remote roles only). */
        remoteCountries: z
          .array(z.string().regex(/^[A-Z]{2}$/))
          .min(1)
          .optional(),
        /** As shown on the page, e.g. "Remote (Pakistan) or Lahore, Pakistan". */
        label: text(3, 80),
      },
      { error: "location is required: office, remotePolicy and label" },
    ),
    /** schema.org employmentType values. */
    employmentType: z.enum(["FULL_TIME", "PART_TIME", "CONTRACTOR", "INTERN"]),
    salary: z
      .strictObject(
        {
          /** ISO 4217. */
          currency: z.string().regex(/^[A-Z]{3}$/),
          min: z.number().int().positive(),
          max: z.number().int().positive(),
          period: z.enum(["HOUR", "MONTH", "YEAR"]),
        },
        { error: "salary is required: currency, min, max and period" },
      )
      .refine((salary) => salary.min <= salary.max, { message: "salary min is above max", path: ["max"] }),
    posted: isoDate,
    validThrough: z.iso.date({
      error: "validThrough is required: the last day (YYYY-MM-DD) the role accepts applications",
    }),
    summary: text(100, 900),
    /** Lines of Markdown (links, emphasis, code), one per item. */
    responsibilities: z.array(inlineMarkdownSchema(20, 240)).min(3).max(7),
    requirements: z.array(inlineMarkdownSchema(20, 240)).min(3).max(7),
    hiringSteps: z
      .array(z.object({ title: text(2, 80), body: inlineMarkdownSchema(20, 400) }))
      .min(3)
      .max(6),
  })
  .refine((role) => (role.location.remotePolicy === "remote") === (role.location.remoteCountries !== undefined), {
    message: "a remote role lists the countries applicants may live in (remoteCountries), and only a remote role does",
    path: ["location", "remoteCountries"],
  })
  .refine((role) => role.posted <= role.validThrough, {
    message: "validThrough is before posted",
    path: ["validThrough"],
  });
export type Role = z.infer<typeof roleSchema>;

export const careersSchema = pageBaseSchema.extend({
  whyJoin: z.array(iconItemSchema).min(3).max(4),
  hiringProcess: z.array(itemSchema).min(3).max(5),
  howToApply: text(60, 500),
  /** Shown when there are no open roles. */
  noRoles: text(40, 300),
});

/**
 * Text alternative of a drawing: says that it is one, then what is drawn (never
 * a photograph it is not). The drawings are in app/art/scenes.tsx, by slug.
 */
const illustrationAltSchema = text(20, 160).regex(
  /^Illustration: \S/,
  'starts with "Illustration: " and describes what is drawn',
);

export const lifeSchema = pageBaseSchema.extend({
  culture: z.array(iconItemSchema).min(3).max(6),
  benefits: z.array(iconItemSchema).min(4).max(8),
  /** Team moments, each with its drawn scene (slug) and the scene's description. */
  moments: z
    .array(
      z.object({
        slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        title: text(3, 60),
        caption: text(20, 200),
        alt: illustrationAltSchema,
      }),
    )
    .min(4)
    .max(8),
  cta: ctaSchema,
});

const engagementModelIds = ["fixed-price", "dedicated-team", "time-material"] as const;

export const engagementSchema = pageBaseSchema.extend({
  models: z
    .array(
      z.object({
        id: z.enum(engagementModelIds),
        name: text(3, 40),
        summary: text(40, 300),
        bestFor: z.array(text(10, 160)).min(2).max(4),
        /**
         * Whether a typical engagement's budget is per project or per month. The amounts, in each currency, are in
         * content/pricing.ts.
         */
        budgetPer: z.enum(["project", "month"]),
        /**
         * How the price is built, e.g. hourly rates by role (shown under the band). Its amounts are placeholders
         * (`{discovery}`), filled in from content/pricing.ts in the page's currency.
         */
        pricing: text(10, 160),
        /** The smallest engagement we take on in this model: duration and size (amounts as in `pricing`). */
        minimum: text(20, 220),
      }),
    )
    .length(3),
  /** Under the budget table: what the figures include and exclude. */
  budgetNote: text(60, 400),
  /** A real-world team composition, with each role's share of a full-time week. */
  exampleTeam: z.strictObject({
    title: text(10, 90),
    /** The kind of engagement the team is for. */
    model: z.enum(engagementModelIds),
    context: text(60, 400),
    members: z
      .array(
        z.strictObject({
          role: text(3, 60),
          /** Percent of a full-time week (100 = full time). */
          allocation: z.number().int().min(10).max(100),
          does: text(10, 160),
        }),
      )
      .min(3)
      .max(8),
  }),
  /** Comparison table rows: one value per model, in the order of `models`. */
  comparison: z
    .array(z.object({ criterion: text(3, 60), values: z.tuple([text(2, 120), text(2, 120), text(2, 120)]) }))
    .min(5)
    .max(9),
  faqs: z.array(faqSchema).min(3).max(5),
  cta: ctaSchema,
});

export const galleryImageSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text(3, 60),
  alt: illustrationAltSchema,
  caption: text(20, 200),
});

/** Raster photo formats the photo pipeline reads (decision 009), by file extension. */
const photoExtensions = ["jpg", "jpeg", "png", "webp", "avif"] as const;
/** Where a photo's subject sits, for crops (`object-position`; a class, since the CSP allows no inline styles). */
const photoPositions = ["center", "top", "bottom", "left", "right"] as const;

/**
 * An entry of content/photos.ts. The build also checks the file itself (app/lib/photos.server.ts):
 * that it exists, is really one of these formats, and is at least 1600 px wide.
 */
export const photoSchema = z.strictObject({
  /** Names the photo in pages (`loadPhoto(id)`) and in the URLs of its variants. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "photo ids are lower-case kebab-case (e.g. lahore-office-desks)"),
  /** The original, relative to content/photos/. */
  file: z
    .string()
    .min(1, "file is required: the original's name in content/photos/")
    .refine(
      (file) => !file.startsWith("/") && !file.includes("\\") && !file.split("/").includes(".."),
      "file is a path inside content/photos/",
    )
    .refine(
      (file) => (photoExtensions as readonly string[]).includes(file.split(".").pop()?.toLowerCase() ?? ""),
      `unsupported format: use ${photoExtensions.map((ext) => `.${ext}`).join(", ")}`,
    ),
  /** What the photo shows, for people who cannot see it. Required. */
  alt: z
    .string({ error: "alt text is required: describe what the photo shows" })
    .trim()
    .min(10, "alt text is required: describe what the photo shows in 10 to 200 characters")
    .max(200, "alt text is at most 200 characters: put the rest in the caption")
    .refine(
      (alt) => !/^(an? )?(image|photo|picture|photograph) of\b/i.test(alt),
      'alt text should not start with "photo of" or "image of": screen readers already say it is an image',
    ),
  caption: text(3, 300).optional(),
  position: z.enum(photoPositions).default("center"),
});
export type PhotoEntry = z.infer<typeof photoSchema>;
export type PhotoPosition = PhotoEntry["position"];

export const simplePageSchema = pageBaseSchema.extend({ cta: ctaSchema });

export const testimonialSchema = z.object({
  author: text(3, 60),
  role: text(3, 80),
  company: text(3, 80),
  rating: z.number().int().min(1).max(5),
  body: text(60, 500),
});

/** Result pages of forms and newsletter links. */
export const noticeSchema = pageBaseSchema.extend({
  /** What happens next, in a few short paragraphs. */
  details: z.array(text(40, 400)).min(1).max(3),
  /** Pages worth visiting meanwhile (page ids). */
  next: z.array(z.string()).min(2).max(4),
});

/** The privacy policy and the legal notice: the text is made from the facts (content/legal.ts); the entry is the page's frame. */
export const legalSchema = pageBaseSchema;

/** A text with `{name}` placeholders the page fills in (each must be there, and no other). */
const template = (min: number, max: number, names: readonly string[]) =>
  text(min, max).refine(
    (value) =>
      names.every((name) => value.includes(`{${name}}`)) &&
      [...value.matchAll(/\{(\w+)\}/g)].every(([, name]) => names.includes(name!)),
    { message: `must contain ${names.map((name) => `{${name}}`).join(" and ")} and no other {placeholder}` },
  );

/**
 * The search page (/search): its frame, the words of the search form and its results, and the headings of the index
 * of every page it shows without JavaScript. The section headings of the index are also the sections the results
 * name (scripts/build/search-index.ts).
 */
export const searchSchema = pageBaseSchema.extend({
  /** The search field's label, and the hint under it (the arrow keys). */
  label: text(3, 40),
  hint: text(20, 160),
  /** The button that sends the form (before JavaScript) and its text. */
  submit: text(3, 20),
  /** The live region: how many pages match. */
  results: z.strictObject({
    none: template(10, 120, ["query"]),
    one: template(10, 120, ["query"]),
    other: template(10, 120, ["count", "query"]),
  }),
  /** The results list's name, and the button that shows the next ones. */
  resultsLabel: text(3, 40),
  more: text(3, 40),
  /** When the index cannot be loaded (offline, or a development server without a build). */
  unavailable: text(20, 200),
  /**
   * Words an open role is also found by, besides its title, place and kind of job: what a visitor looking for work
   * types ("job", "career"; "Stelle"). Indexed with every open role's page, not shown (scripts/build/search-index.ts).
   */
  roleWords: text(3, 200),
  /** The index of every page: its heading, a line under it, and the headings of the sections that are not menu groups. */
  index: z.strictObject({
    heading: text(3, 60),
    intro: text(20, 200),
    caseStudies: text(3, 40),
    articles: text(3, 40),
    topics: text(3, 40),
    roles: text(3, 40),
    general: text(3, 40),
  }),
});

const email = z.email();
/**
 * The legal entity's facts (content/site.ts `legalEntity`): what § 5 DDG asks of the legal notice and GDPR Art. 13
 * of the privacy policy. Every fact is required, so a missing one fails the build.
 */
export const legalEntitySchema = z.strictObject({
  name: text(5, 80).regex(
    /\b(GmbH|UG \(haftungsbeschränkt\)|AG|GmbH & Co\. KG|SE)$/,
    "the company's name with its legal form (GmbH, AG…)",
  ),
  legalForm: text(3, 120),
  officeId: z.string(),
  managingDirectors: z.array(text(3, 80)).min(1),
  register: z.strictObject({
    court: text(5, 60).startsWith("Amtsgericht "),
    number: z.string().regex(/^HR[AB] \d{1,6}( [A-Z]{1,2})?$/, "e.g. HRB 281746"),
  }),
  vatId: z.string().regex(/^DE\d{9}$/, "a German VAT id: DE and nine digits"),
  email,
  dataProtectionEmail: email,
  editorialResponsible: text(3, 80),
  supervisoryAuthority: z.strictObject({
    name: text(5, 120),
    streetAddress: text(3, 80),
    postalCode: z.string().regex(/^\d{5}$/),
    locality: text(2, 60),
    country: text(2, 60),
    url: z.url({ protocol: /^https$/ }),
  }),
  serverLogRetentionDays: z.number().int().min(1).max(365),
  groupTransferSafeguard: text(20, 300),
  privacyPolicyUpdated: z.iso.date(),
});

/** Canonical page paths: lower-case kebab-case segments, no trailing slash. */
const pagePathSchema = z
  .string()
  .regex(/^\/$|^(\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/, "paths are lower-case kebab-case segments with no trailing slash");

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "ids are lower-case kebab-case");
const label = text(2, 40);

/** The site tree of content/registry.ts: groups, pages and aliases, up to three levels. */
export const treeNodeSchema: z.ZodType = z.lazy(() =>
  z.discriminatedUnion("kind", [
    z.strictObject({ kind: z.literal("group"), id: slug, label, children: z.array(treeNodeSchema).min(1) }),
    z.strictObject({
      kind: z.literal("page"),
      id: slug,
      path: pagePathSchema,
      label,
      template: z.string(),
      image: z.enum(["story", "careers", "life", "engagement"]).optional(),
      section: text(3, 30).optional(),
      children: z.array(treeNodeSchema).optional(),
    }),
    z.strictObject({
      kind: z.literal("alias"),
      aliasOf: slug,
      path: pagePathSchema,
      label,
      section: text(3, 30).optional(),
    }),
  ]),
);
