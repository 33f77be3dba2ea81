/**
 * The company facts' words in German (content/site.ts holds the facts): the tagline, the opening hours and each
 * office's region, city and country as a German reader writes them. Addresses, numbers and e-mail stay as they are.
 */
import type { Office } from "../site";

type OfficeWords = Pick<Office, "region" | "city" | "country">;

export const germanSite = {
  tagline: "Agentur für Software und digitale Services",
  hours: {
    days: ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag"],
    label: "Montag bis Freitag, 09:00–18:00 Uhr",
  },
  offices: {
    gcc: { region: "Golfstaaten", city: "Dubai", country: "Vereinigte Arabische Emirate" },
    "south-asia": { region: "Südasien", city: "Lahore", country: "Pakistan" },
    dach: { region: "DACH", city: "München", country: "Deutschland" },
  } satisfies Record<Office["id"], OfficeWords>,
};
