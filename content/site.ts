/**
 * Company facts shown in the footer, the contact page and the structured data.
 *
 * The original specification withholds the real addresses, phone numbers and
 * e-mail addresses. The values below are FICTIONAL but realistic: this module is
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
  /** The copyright line covers these years (spec, section 1). */
  copyright: { from: 2022, to: 2024 },
  email: "hello@alphai.tech",
  /** Opening hours, Monday to Friday (spec, section 9). */
  hours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00", label: "Monday to Friday, 09:00-18:00" },
  /** Listed rating (spec, section 9). */
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
