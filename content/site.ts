/**
 * Company facts shown in the footer, the contact page and the structured data.
 *
 * The real addresses, phone numbers and e-mail addresses have not been given
 * yet. The values below are FICTIONAL but realistic: this module is
 * the one place to put the real ones (phones in E.164 form).
 */
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
}

export const site = {
  name: "Alphai",
  legalName: "Alphai Technologies",
  tagline: "Software and digital services agency",
  foundingYear: 2022,
  /** The copyright line covers these years. */
  copyright: { from: 2022, to: 2024 },
  email: "hello@alphai.tech",
  /** Opening hours, Monday to Friday. */
  hours: {
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
    label: "Monday to Friday, 09:00-18:00",
  },
  /** Listed rating. */
  rating: { value: 4.9, best: 5, count: 57 },
  offices: [
    {
      id: "gcc",
      region: "GCC",
      city: "Dubai",
      streetAddress: "Office 1204, Iris Bay Tower, Business Bay",
      postalCode: "",
      locality: "Dubai",
      country: "United Arab Emirates",
      countryCode: "AE",
      phone: "+97145550142",
      phoneDisplay: "+971 4 555 0142",
      email: "gcc@alphai.tech",
    },
    {
      id: "south-asia",
      region: "South Asia",
      city: "Lahore",
      streetAddress: "3rd Floor, Arfa Software Technology Park, Ferozepur Road",
      postalCode: "54000",
      locality: "Lahore",
      country: "Pakistan",
      countryCode: "PK",
      phone: "+924235550176",
      phoneDisplay: "+92 42 3555 0176",
      email: "southasia@alphai.tech",
    },
    {
      id: "dach",
      region: "DACH",
      city: "Munich",
      streetAddress: "Leopoldstraße 62",
      postalCode: "80802",
      locality: "München",
      country: "Germany",
      countryCode: "DE",
      phone: "+498955550193",
      phoneDisplay: "+49 89 5555 0193",
      email: "dach@alphai.tech",
    },
  ] satisfies readonly Office[],
  social: [
    { name: "LinkedIn", url: "https://www.linkedin.com/company/alphai" },
    { name: "GitHub", url: "https://github.com/alphai" },
    { name: "X", url: "https://x.com/alphai" },
    { name: "Instagram", url: "https://www.instagram.com/alphai" },
  ],
} as const;

/**
 * The legal entity behind the site, the Munich office's company: the legal notice (§ 5 DDG) and the privacy
 * policy's controller (GDPR Art. 13) are made from these facts (content/legal.ts) and checked with
 * `legalEntitySchema` (content/schema.ts) at build, so a missing one fails it. FICTIONAL, like the offices
 * above: every value here is a placeholder for the real one, and this is the one place to put it.
 */
export const legalEntity = {
  name: "Alphai Technologies GmbH",
  legalForm: "Gesellschaft mit beschränkter Haftung (GmbH), limited liability company under German law",
  /** The office whose address is the registered address (one of `site.offices`, in Germany). */
  officeId: "dach",
  managingDirectors: ["Daniel Brandt", "Ayesha Raza"],
  register: { court: "Amtsgericht München", number: "HRB 281746" },
  /** Umsatzsteuer-Identifikationsnummer under § 27a UStG. */
  vatId: "DE345612987",
  email: "dach@alphai.tech",
  /** Whom to write to about personal data (the privacy policy names it; no data protection officer is appointed). */
  dataProtectionEmail: "privacy@alphai.tech",
  /** Responsible for the editorial content (articles) under § 18(2) MStV. */
  editorialResponsible: "Daniel Brandt",
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
