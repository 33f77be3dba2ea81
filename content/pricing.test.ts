import { describe, expect, it } from "vitest";
import { engagementPage } from "./pages/company";
import { engagementPage as germanEngagementPage } from "./de/pages/company";
import {
  bandLabel,
  budgetBands,
  budgetOptions,
  budgetValues,
  currencies,
  currencyOf,
  money,
  moneyRange,
  pricing,
} from "./pricing";

describe("prices and budgets per currency (content/pricing.ts)", () => {
  it("quotes dollars on English pages and euros on German ones, each written as its language writes money (a no-break space before €)", () => {
    expect(currencyOf("en")).toBe("USD");
    expect(currencyOf("de")).toBe("EUR");
    expect(money(4_200, "USD")).toBe("$4,200");
    expect(money(45, "EUR")).toBe("45\u00a0€");
    expect(money(26_500, "EUR")).toBe("26.500\u00a0€");
    expect(moneyRange(5_000, 9_000, "USD")).toBe("$5,000 to $9,000");
    expect(moneyRange(10_000, 25_000, "EUR")).toBe("10.000–25.000\u00a0€");
  });

  it("offers the contact form's bands in the page's currency, labelled in its language", () => {
    expect(budgetOptions("en")).toEqual([
      { value: "Under $25k", label: "Under $25k" },
      { value: "$25k-$75k", label: "$25k-$75k" },
      { value: "$75k-$150k", label: "$75k-$150k" },
      { value: "$150k-$500k", label: "$150k-$500k" },
      { value: "Over $500k", label: "Over $500k" },
    ]);
    expect(budgetOptions("de").map((band) => band.label)).toEqual([
      "Unter 25.000\u00a0€",
      "25.000–75.000\u00a0€",
      "75.000–150.000\u00a0€",
      "150.000–500.000\u00a0€",
      "Über 500.000\u00a0€",
    ]);
    expect(bandLabel(budgetBands.EUR[1], "EUR", "en")).toBe("€25k-€75k");
  });

  it("has bands that follow each other without a gap, and values no two currencies share", () => {
    for (const currency of currencies) {
      const bands = budgetBands[currency] as readonly { min?: number; max?: number }[];
      expect(bands[0]!.min).toBeUndefined();
      expect(bands.at(-1)!.max).toBeUndefined();
      for (let index = 1; index < bands.length; index++) expect(bands[index]!.min).toBe(bands[index - 1]!.max);
    }
    expect(budgetValues("USD").filter((value) => budgetValues("EUR").includes(value))).toEqual([]);
  });

  it("has every figure the engagement page's texts name, in both currencies, and sensible budgets", () => {
    for (const page of [engagementPage, germanEngagementPage])
      for (const model of page.models)
        for (const currency of currencies) {
          const { budget, figures } = pricing[currency].models[model.id];
          expect(budget.min).toBeLessThan(budget.max);
          const named = [...`${model.pricing} ${model.minimum}`.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
          expect(named.length, model.id).toBeGreaterThan(0);
          for (const name of named) expect(figures, `${model.id} {${name}}`).toHaveProperty(name);
        }
  });
});
