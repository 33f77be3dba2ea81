import { describe, expect, it } from "vitest";
import { applicationConfirmationText, subscribeConfirmationText, teamLanguageNote } from "./visitor-mails";

const links = { confirm: "https://x.test/confirm", unsubscribe: "https://x.test/unsubscribe" };
const application = {
  name: "Jonas Becker",
  roleTitle: "Performance Marketing Manager DACH (m/w/d)",
  retentionDays: 180,
  deleteBy: new Date("2027-05-24T23:30:00Z"),
  withdraw: "https://x.test/withdraw",
};

describe("the mails a visitor gets", () => {
  it("in German: Sie-form, German dates, the same links", () => {
    const confirmation = subscribeConfirmationText("de", links);
    expect(confirmation.subject).toBe("Bitte bestätigen Sie Ihr Abonnement der monatlichen E-Mail von Alphai");
    expect(confirmation.text).toContain("Guten Tag,\n\nbitte bestätigen Sie");
    expect(confirmation.text).toContain("\nhttps://x.test/confirm\n");
    expect(confirmation.text).toMatch(/\nAbmelden: https:\/\/x\.test\/unsubscribe$/);

    const applied = applicationConfirmationText("de", application);
    expect(applied.subject).toBe("Ihre Bewerbung als Performance Marketing Manager DACH (m/w/d) bei Alphai");
    expect(applied.text).toMatch(/^Guten Tag Jonas Becker,\n/);
    expect(applied.text).toContain("180 Tage lang auf (bis zum 24. Mai 2027)");
    expect(applied.text).toMatch(/\nhttps:\/\/x\.test\/withdraw$/);
    for (const text of [confirmation.text, applied.text]) expect(text).not.toMatch(/\b(du|dich|dein)\b/i);
  });

  it("in English as before", () => {
    expect(subscribeConfirmationText("en", links).subject).toBe("Confirm your subscription to Alphai's monthly e-mail");
    const applied = applicationConfirmationText("en", application);
    expect(applied.subject).toBe("Your application for Performance Marketing Manager DACH (m/w/d) at Alphai");
    expect(applied.text).toContain("We keep your application for 180 days (until 2027-05-24)");
  });

  it("tells the team, in English, to answer a German visitor in German", () => {
    expect(teamLanguageNote("en", "The person")).toEqual([]);
    expect(teamLanguageNote("de", "The person")).toEqual(["", "The person used the German site: answer in German."]);
  });
});
