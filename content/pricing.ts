/**
 * Prices and budgets, per currency (issue 35 §3): what the engagement models cost (/about/engagement-models) and the
 * contact form's budget bands. English pages quote US dollars, German pages euros, each written as its language
 * writes money ("$45", "45 €"; "$25,000 to $75,000", "25.000–75.000 €"). The euro figures are the agency's own
 * prices, set in round euros, not a conversion at the day's rate.
 *
 * One module for the page, the form, the server (which checks a budget band against the currency of the form's
 * language and stores the currency with the lead) and the team workspace (which shows the band with its currency).
 */
import type { Locale } from "../app/shared/locale";

export const currencies = ["USD", "EUR"] as const;
export type Currency = (typeof currencies)[number];

/** The currency of a language's pages: US dollars in English, euros in German. */
export const currencyOf = (locale: Locale): Currency => (locale === "de" ? "EUR" : "USD");

/** The space between a German amount and its sign: a no-break space, so "€" never starts a line of its own. */
const NBSP = "\u00a0";

/** An amount as a language writes it in a currency: "$4,200", "4.200 €". */
export function money(amount: number, currency: Currency): string {
  return currency === "USD" ? `$${amount.toLocaleString("en-GB")}` : `${amount.toLocaleString("de-DE")}${NBSP}€`;
}

/** A range of amounts: "$5,000 to $9,000", "5.000–9.000 €" (German with an en dash and the sign once). */
export function moneyRange(min: number, max: number, currency: Currency): string {
  return currency === "USD"
    ? `${money(min, currency)} to ${money(max, currency)}`
    : `${min.toLocaleString("de-DE")}–${max.toLocaleString("de-DE")}${NBSP}€`;
}

interface Band {
  readonly min: number;
  readonly max: number;
}

/** What an engagement model costs in one currency. */
interface ModelPrices {
  /** A typical engagement: per project or per month. */
  readonly budget: Band;
  /** The figures its `pricing` and `minimum` texts name, by placeholder (`{discovery}`, `{qa}`, …), formatted. */
  readonly figures: Readonly<Record<string, string>>;
}

interface Pricing {
  readonly models: Readonly<Record<"fixed-price" | "dedicated-team" | "time-material", ModelPrices>>;
  /** What the engagement page's example team costs a month. */
  readonly exampleTeamMonthly: number;
}

const usd = (amount: number) => money(amount, "USD");
const eur = (amount: number) => money(amount, "EUR");

/** The engagement models' prices per currency. Whether a band is per project or per month is the page's content. */
export const pricing: Readonly<Record<Currency, Pricing>> = {
  USD: {
    models: {
      "fixed-price": {
        budget: { min: 25_000, max: 150_000 },
        figures: { discovery: moneyRange(5_000, 9_000, "USD"), from: usd(15_000) },
      },
      "dedicated-team": {
        budget: { min: 15_000, max: 50_000 },
        figures: { qa: usd(4_200), lead: usd(7_500) },
      },
      "time-material": {
        budget: { min: 6_000, max: 30_000 },
        figures: { hourly: moneyRange(38, 65, "USD") },
      },
    },
    exampleTeamMonthly: 28_500,
  },
  EUR: {
    models: {
      "fixed-price": {
        budget: { min: 25_000, max: 140_000 },
        figures: { discovery: moneyRange(4_500, 8_500, "EUR"), from: eur(14_000) },
      },
      "dedicated-team": {
        budget: { min: 14_000, max: 46_000 },
        figures: { qa: eur(3_900), lead: eur(6_900) },
      },
      "time-material": {
        budget: { min: 5_500, max: 28_000 },
        figures: { hourly: moneyRange(35, 60, "EUR") },
      },
    },
    exampleTeamMonthly: 26_500,
  },
};

/** A band of the contact form: the value the form sends and the server stores, and its bounds (open at one end). */
export interface BudgetBand {
  readonly value: string;
  readonly min?: number;
  readonly max?: number;
}

/**
 * The contact form's budget bands, per currency. The dollar bands keep the values leads have always been stored
 * with; the euro bands' values name their currency, so a stored band never reads as the other one.
 */
export const budgetBands = {
  USD: [
    { value: "Under $25k", max: 25_000 },
    { value: "$25k-$75k", min: 25_000, max: 75_000 },
    { value: "$75k-$150k", min: 75_000, max: 150_000 },
    { value: "$150k-$500k", min: 150_000, max: 500_000 },
    { value: "Over $500k", min: 500_000 },
  ],
  EUR: [
    { value: "Under €25k", max: 25_000 },
    { value: "€25k-€75k", min: 25_000, max: 75_000 },
    { value: "€75k-€150k", min: 75_000, max: 150_000 },
    { value: "€150k-€500k", min: 150_000, max: 500_000 },
    { value: "Over €500k", min: 500_000 },
  ],
} as const satisfies Record<Currency, readonly BudgetBand[]>;

/** The values of a currency's bands, as the form's schema takes them. */
export const budgetValues = (currency: Currency): [string, ...string[]] =>
  budgetBands[currency].map((band) => band.value) as [string, ...string[]];

/**
 * A band as a language writes it: "Under $25k", "$25k-$75k" in English (the form's words since the start);
 * "Unter 25.000 €", "25.000–75.000 €", "Über 500.000 €" in German.
 */
export function bandLabel(band: BudgetBand, currency: Currency, locale: Locale): string {
  if (locale === "en") {
    const short = (amount: number) => `${currency === "USD" ? "$" : "€"}${amount / 1000}k`;
    if (band.min === undefined) return `Under ${short(band.max!)}`;
    if (band.max === undefined) return `Over ${short(band.min)}`;
    return `${short(band.min)}-${short(band.max)}`;
  }
  const sign = currency === "USD" ? "$" : "€";
  const de = (amount: number) => amount.toLocaleString("de-DE");
  if (band.min === undefined) return `Unter ${de(band.max!)}${NBSP}${sign}`;
  if (band.max === undefined) return `Über ${de(band.min)}${NBSP}${sign}`;
  return `${de(band.min)}–${de(band.max)}${NBSP}${sign}`;
}

/** The bands of a language's form, each with its value and label. */
export const budgetOptions = (locale: Locale): { value: string; label: string }[] => {
  const currency = currencyOf(locale);
  return budgetBands[currency].map((band) => ({ value: band.value, label: bandLabel(band, currency, locale) }));
};
