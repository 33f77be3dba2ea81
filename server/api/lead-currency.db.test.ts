/**
 * An enquiry records the currency it was sent in (issue 35 §3): the English form's budget bands are in US dollars,
 * the German form's in euros (content/pricing.ts); the lead is stored with that currency, a band of another currency
 * or none at all is refused with the field's message, and the workspace shows the budget with its currency.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { budgetValues } from "../../content/pricing";
import { contacts } from "../db/schema";
import { startApp } from "../testing/app";
import { addMember, as } from "../testing/inbox";
import { BACKENDS, formToken } from "../testing/support";

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: "Jonas Weber",
  email: "jonas.weber@example.de",
  company: "Weber Logistik GmbH",
  message: "Wir planen ein Kundenportal für unsere Sendungsverfolgung.",
  consent: true,
  formToken: formToken("contact"),
  ...overrides,
});

describe.each(BACKENDS)("a lead's currency on %s", (backend) => {
  it("stores euros from the German form and dollars from the English one, and the workspace shows them", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const german = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ locale: "de", budget: "€25k-€75k" }),
    });
    expect(german.statusCode, german.body).toBe(201);
    const english = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: contact({ email: "mariam@example.org", budget: "$25k-$75k" }),
    });
    expect(english.statusCode, english.body).toBe(201);
    const withoutBudget = await app.inject({ method: "POST", url: "/api/contact", payload: contact({ locale: "de" }) });
    expect(withoutBudget.statusCode, withoutBudget.body).toBe(201);

    const stored = async (id: number) => (await db.select().from(contacts).where(eq(contacts.id, id)))[0];
    expect(await stored(german.json().id)).toMatchObject({ budget: "€25k-€75k", currency: "EUR", locale: "de" });
    expect(await stored(english.json().id)).toMatchObject({ budget: "$25k-$75k", currency: "USD", locale: "en" });
    expect(await stored(withoutBudget.json().id)).toMatchObject({ budget: null, currency: "EUR" });

    const sam = await addMember(app, "sales", "Sam");
    const detail = await as(app, sam).get(`/api/team/leads/${german.json().id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().lead).toMatchObject({ budget: "€25k-€75k", currency: "EUR" });
  });

  it("refuses a band that is not one of the form's currency, with the budget field's message, and stores nothing", async () => {
    // Fourteen posts from one client: above the default rate limit.
    const app = await startApp(backend, { rateLimitMax: 100 });
    for (const [locale, budget, message] of [
      ["de", "$25k-$75k", "Wählen Sie einen Budgetrahmen aus der Liste."],
      ["de", "25.000–75.000 €", "Wählen Sie einen Budgetrahmen aus der Liste."],
      ["en", "€25k-€75k", "Choose a budget range from the list."],
      ["en", "Over $5M", "Choose a budget range from the list."],
    ] as const) {
      const response = await app.inject({ method: "POST", url: "/api/contact", payload: contact({ locale, budget }) });
      expect(response.statusCode, `${locale} ${budget}`).toBe(400);
      expect(response.json().fields, `${locale} ${budget}`).toEqual({ budget: message });
    }
    expect(await app.database.db.select().from(contacts)).toEqual([]);
    // Every band of each currency is taken by its own form.
    for (const [locale, currency] of [
      ["en", "USD"],
      ["de", "EUR"],
    ] as const) {
      for (const budget of budgetValues(currency)) {
        const response = await app.inject({
          method: "POST",
          url: "/api/contact",
          payload: contact({ locale, budget, email: `x${budget.length}${locale}@example.org` }),
        });
        expect(response.statusCode, `${locale} ${budget}`).toBe(201);
      }
    }
  });
});
