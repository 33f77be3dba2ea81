/**
 * The agency's own facts, in one settings file: who the agency is (name, legal entity, register, VAT ID, directors),
 * where it is (offices with phones and e-mail), the figures it states about itself (people, projects, countries,
 * rating), its social profiles and the people the site names (leadership, legal notice, quotes). Every page, in both
 * languages, and the structured data read them from here; content/de/site.ts holds only their German words.
 *
 * Values wrapped in `demo(…)` are the demo site's, invented until the agency puts in its own: a production build (a
 * `SITE_URL` other than the default) fails with the list of those still in place, unless `DEMO_SITE=true` says the
 * build is a demo (`demoProblems`, run at build; docs/operations.md "Make it yours"). Replacing a value means writing
 * the real one without `demo(…)`.
 */

const demoMarked = new Set<string | number>();

/** A demo value: shown as it is, listed by `demoValuesInPlace` until it is replaced (without `demo`). */
function demo<T extends string | number>(value: T): T {
  demoMarked.add(value);
  return value;
}

export interface Office {
  readonly id: "gcc" | "south-asia" | "dach";
  readonly region: string;
  readonly city: string;
  readonly streetAddress: string;
  readonly postalCode: string;
  readonly locality: string;
  readonly country: string;
  /** ISO 3166-1 alpha-2. */
  readonly countryCode: string;
  /** E.164, used for `tel:` links. */
  readonly phone: string;
  readonly phoneDisplay: string;
  readonly email: string;
  /**
   * The office's IANA time zone: its opening hours (`site.hours`) are kept in it, and so is the response clock of the
   * leads it answers (issue 36 §3, server/team/response-clock.ts).
   */
  readonly timeZone: string;
  /**
   * The countries' calling codes (without "+") whose leads this office answers: a lead who gave a phone number with
   * one of them is on its clock. Other leads are on the clock of `site.leadOffice` for their language.
   */
  readonly callingCodes: readonly string[];
}

export const site = {
  name: "Alphai",
  legalName: "Alphai Technologies",
  tagline: "Software and digital services agency",
  foundingYear: demo(2022),
  /**
   * The figures the pages state about the company, as whole numbers ("85+" is written from 85). Every mention on
   * every page, in both languages, comes from here; `figureProblems` (content/facts.ts) fails the build on a page
   * that states another.
   */
  figures: { people: demo(85), projects: demo(140), countries: demo(18) },
  /** The copyright line covers these years: from the founding to the year of the build. */
  copyright: { from: 2022, to: new Date().getUTCFullYear() },
  email: demo("hello@alphai.tech"),
  /** Opening hours, Monday to Friday. */
  hours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
    label: "Monday to Friday, 09:00–18:00",
  },
  /** The agency's rating on a public review platform: its average, its scale, the number of reviews and the platform. */
  rating: {
    value: demo(4.9),
    best: 5,
    count: demo(57),
    /** The platform the reviews are on, named next to the rating ("… client reviews on Clutch"). */
    source: demo("Clutch"),
  },
  offices: [
    {
      id: "gcc",
      region: "GCC",
      city: "Dubai",
      streetAddress: demo("Office 1204, Iris Bay Tower, Business Bay"),
      postalCode: "",
      locality: "Dubai",
      country: "United Arab Emirates",
      countryCode: "AE",
      phone: demo("+97145550142"),
      phoneDisplay: demo("+971 4 555 0142"),
      email: demo("gcc@alphai.tech"),
      timeZone: "Asia/Dubai",
      // The United Arab Emirates, Saudi Arabia, Qatar, Kuwait, Bahrain, Oman.
      callingCodes: ["971", "966", "974", "965", "973", "968"],
    },
    {
      id: "south-asia",
      region: "South Asia",
      city: "Lahore",
      streetAddress: demo("3rd Floor, Arfa Software Technology Park, Ferozepur Road"),
      postalCode: demo("54000"),
      locality: "Lahore",
      country: "Pakistan",
      countryCode: "PK",
      phone: demo("+924235550176"),
      phoneDisplay: demo("+92 42 3555 0176"),
      email: demo("southasia@alphai.tech"),
      timeZone: "Asia/Karachi",
      // Pakistan, India, Bangladesh, Sri Lanka, Nepal.
      callingCodes: ["92", "91", "880", "94", "977"],
    },
    {
      id: "dach",
      region: "DACH",
      city: "Munich",
      streetAddress: demo("Leopoldstraße 62"),
      postalCode: demo("80802"),
      locality: "München",
      country: "Germany",
      countryCode: "DE",
      phone: demo("+498955550193"),
      phoneDisplay: demo("+49 89 5555 0193"),
      email: demo("dach@alphai.tech"),
      timeZone: "Europe/Berlin",
      // Germany, Austria, Switzerland.
      callingCodes: ["49", "43", "41"],
    },
  ] satisfies readonly Office[],
  /**
   * The office whose response clock a lead is on when their phone number does not place them (see `callingCodes`),
   * by the language of the form they sent.
   */
  leadOffice: { en: "dach", de: "dach" } satisfies Record<"en" | "de", Office["id"]>,
  social: [
    { name: "LinkedIn", url: demo("https://www.linkedin.com/company/alphai") },
    { name: "GitHub", url: demo("https://github.com/alphai") },
    { name: "X", url: demo("https://x.com/alphai") },
    { name: "Instagram", url: demo("https://www.instagram.com/alphai") },
  ],
} as const;

/**
 * The legal entity behind the site, the Munich office's company: the legal notice (§ 5 DDG) and the privacy
 * policy's controller (GDPR Art. 13) are made from these facts (content/legal.ts) and checked with
 * `legalEntitySchema` (content/schema.ts) at build, so a missing one fails it. Its demo values are marked like the
 * offices' above.
 */
export const legalEntity = {
  name: demo("Alphai Technologies GmbH"),
  legalForm: "Gesellschaft mit beschränkter Haftung (GmbH), limited liability company under German law",
  /** The office whose address is the registered address (one of `site.offices`, in Germany). */
  officeId: "dach",
  /** Each one a member of the leadership (`people`), shown on /about/our-story (`peopleProblems` checks it). */
  managingDirectors: ["Jonas Weber", "Hamza Qureshi"],
  register: { court: "Amtsgericht München", number: demo("HRB 281746") },
  /** Umsatzsteuer-Identifikationsnummer under § 27a UStG. */
  vatId: demo("DE345612987"),
  email: demo("dach@alphai.tech"),
  /** Whom to write to about personal data (the privacy policy names it; no data protection officer is appointed). */
  dataProtectionEmail: demo("privacy@alphai.tech"),
  /** Responsible for the editorial content (articles) under § 18(2) MStV. */
  editorialResponsible: "Jonas Weber",
  /** The supervisory authority for a private company in Bavaria (GDPR Art. 77, § 40 BDSG, Art. 18 BayDSG). */
  supervisoryAuthority: {
    name: "Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)",
    streetAddress: "Promenade 18",
    postalCode: "91522",
    locality: "Ansbach",
    country: "Germany",
    url: "https://www.lda.bayern.de",
  },
  /**
   * How long the hosting's log system keeps the server's log lines: the server writes them to standard output
   * and keeps none itself, so this is the operator's setting, stated here for the privacy policy.
   */
  serverLogRetentionDays: 14,
  /** The legal basis of enquiries passed to the offices outside the EU (GDPR Art. 46(2)(c)). */
  groupTransferSafeguard:
    "the EU standard contractual clauses between Alphai Technologies GmbH and the Alphai companies in the United Arab Emirates and Pakistan",
  /** The date the privacy policy's wording last changed (its numbers come from the settings of each build). */
  privacyPolicyUpdated: "2026-11-24",
} as const;

/** Where the site names a person. */
export type Appearance =
  /** The leadership on /about/our-story (with the role below, in each language). */
  | "leadership"
  /** The legal notice and the privacy policy: a managing director or the person responsible for the content. */
  | "legal-notice"
  /** The quote of a case study (content/case-studies). */
  | "quote"
  /** A client review on the home page (content/testimonials.ts). */
  | "testimonial"
  /** The contact page: the person to call at an office (`office`). */
  | "office-contact";

export interface Person {
  readonly name: string;
  /** Staff of the agency, or a client quoted about it: never both. */
  readonly kind: "staff" | "client";
  /** A member of staff's title as the leadership page shows it, in each language. */
  readonly role?: { readonly en: string; readonly de: string };
  readonly appears: readonly Appearance[];
  /** The office whose calls this person takes (with the appearance "office-contact"). */
  readonly office?: Office["id"];
}

/**
 * Everyone the site names, once. A page that names someone not here, with another spelling, or in a place this list
 * does not give them fails the build (`peopleProblems`, content/facts.ts); so does a person both staff and client, a
 * managing director who is not on the leadership page, or two entries whose names differ only by a letter, a space or
 * a hyphen.
 */
export const people: readonly Person[] = [
  {
    name: demo("Hamza Qureshi"),
    kind: "staff",
    role: { en: "Co-founder and Chief Executive Officer", de: "Mitgründer und CEO" },
    appears: ["leadership", "legal-notice", "office-contact"],
    office: "gcc",
  },
  {
    name: demo("Sana Malik"),
    kind: "staff",
    role: { en: "Co-founder and Chief Technology Officer", de: "Mitgründerin und CTO" },
    appears: ["leadership", "office-contact"],
    office: "south-asia",
  },
  {
    name: demo("Jonas Weber"),
    kind: "staff",
    role: { en: "Managing Director, DACH", de: "Geschäftsführer DACH" },
    appears: ["leadership", "legal-notice", "office-contact"],
    office: "dach",
  },
  {
    name: demo("Layla Haddad"),
    kind: "staff",
    role: { en: "Head of Design", de: "Leiterin Design" },
    appears: ["leadership"],
  },
  {
    name: demo("Bilal Chaudhry"),
    kind: "staff",
    role: { en: "Head of Delivery", de: "Leiter Delivery" },
    appears: ["leadership"],
  },
  { name: "Faisal Al-Harbi", kind: "client", appears: ["quote"] },
  { name: "Rajesh Menon", kind: "client", appears: ["quote"] },
  { name: "Dr. Samir Haddad", kind: "client", appears: ["quote"] },
  { name: "Noura Al-Mansoori", kind: "client", appears: ["quote"] },
  { name: "Ayesha Raza", kind: "client", appears: ["quote"] },
  { name: "Omar Al-Mansoori", kind: "client", appears: ["testimonial"] },
  { name: "Katharina Brandt", kind: "client", appears: ["testimonial"] },
  { name: "Faisal Rehman", kind: "client", appears: ["testimonial"] },
  { name: "Sarah Whitfield", kind: "client", appears: ["testimonial"] },
  { name: "Abdulrahman Al-Qahtani", kind: "client", appears: ["testimonial"] },
  { name: "Lukas Steiner", kind: "client", appears: ["testimonial"] },
];

/** The person to call at an office (the contact page names them; `peopleProblems` checks there is one per office). */
export const officeContact = (office: Office["id"]): Person | undefined =>
  people.find((person) => person.office === office && person.appears.includes("office-contact"));

/** Where a demo value still stands, as paths into the settings ("site.offices[2].phone"). */
export function demoValuesInPlace(settings: Record<string, unknown> = { site, legalEntity, people }): string[] {
  const found: string[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string" || typeof value === "number") {
      if (demoMarked.has(value)) found.push(`${where}: ${JSON.stringify(value)}`);
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`));
    else if (value && typeof value === "object")
      for (const [key, item] of Object.entries(value)) walk(item, where ? `${where}.${key}` : key);
  };
  walk(settings, "");
  return found;
}

/** The rating as the pages write it: "4.9/5", in German "4,9/5". */
export const ratingText = (locale: "en" | "de"): string =>
  `${new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB", { minimumFractionDigits: 1 }).format(site.rating.value)}/${site.rating.best}`;
