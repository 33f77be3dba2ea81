import { describe, expect, it } from "vitest";
import { checkLeadForm, contactSchema, fieldErrors, leadSchemasIn, subscribeSchema } from "./lead-forms";

const valid = {
  name: "Mariam Khan",
  email: "  Mariam@Example.ORG ",
  message: "We need a React Native app for our clinics.",
  consent: "on",
};

describe("lead form schemas", () => {
  it("normalises e-mail addresses and accepts a minimal contact", () => {
    const parsed = contactSchema.parse(valid);
    expect(parsed.email).toBe("mariam@example.org");
    expect(parsed.consent).toBe(true);
    expect(parsed.company).toBeUndefined();
  });

  it("gives one clear message per invalid field", () => {
    const result = contactSchema.safeParse({
      name: "",
      email: "not-an-email",
      message: "short",
      consent: "no",
      phone: "call me",
    });
    expect(result.success).toBe(false);
    const errors = fieldErrors(result.error!);
    expect(Object.keys(errors).sort()).toEqual(["consent", "email", "message", "name", "phone"]);
    expect(errors.email).toMatch(/valid e-mail/);
  });

  it("rejects header injection, unknown fields, wrong types and overlong text", () => {
    expect(
      fieldErrors(contactSchema.safeParse({ ...valid, name: "Eve\r\nBcc: victim@example.org" }).error!).name,
    ).toMatch(/line breaks/);
    expect(fieldErrors(contactSchema.safeParse({ ...valid, email: "a@b.co\r\nBcc: x@y.z" }).error!).email).toBeTruthy();
    expect(fieldErrors(contactSchema.safeParse({ ...valid, admin: true }).error!).form).toMatch(/admin/);
    expect(fieldErrors(contactSchema.safeParse({ ...valid, name: 42 }).error!).name).toBeTruthy();
    expect(fieldErrors(contactSchema.safeParse({ ...valid, message: "x".repeat(5001) }).error!).message).toMatch(
      /5,000/,
    );
    expect(subscribeSchema.safeParse({ email: "josé@exämple.de" }).success).toBe(false);
  });
});

describe("lead form schemas in German", () => {
  it("has the same rules, with German messages, in the Sie-form", () => {
    const { contact } = leadSchemasIn("de");
    expect(Object.keys(contact.shape)).toEqual(Object.keys(contactSchema.shape));
    expect(contact.parse(valid)).toEqual(contactSchema.parse(valid));
    const result = contact.safeParse({
      name: "",
      email: "keine-adresse",
      message: "kurz",
      consent: "no",
      phone: "ruf an",
    });
    expect(fieldErrors(result.error!, "de")).toEqual({
      name: "Geben Sie Ihren Namen ein.",
      email: "Geben Sie eine gültige E-Mail-Adresse ein, etwa name@firma.de.",
      message: "Bitte schreiben Sie uns etwas mehr: mindestens 10 Zeichen.",
      consent: "Bitte stimmen Sie zu, damit wir Ihre Angaben für unsere Antwort speichern dürfen.",
      phone: "Geben Sie eine Telefonnummer nur mit Ziffern, Leerzeichen und + ( ) - ein.",
    });
    expect(fieldErrors(contact.safeParse({ ...valid, message: "x".repeat(5001) }).error!, "de").message).toBe(
      "Ihre Nachricht darf höchstens 5.000 Zeichen lang sein.",
    );
    expect(fieldErrors(contact.safeParse({ ...valid, name: "Eve\r\nBcc: x@y.z" }).error!, "de").name).toBe(
      "Entfernen Sie Zeilenumbrüche und Sonderzeichen (Steuerzeichen, Richtungsmarken oder defekte Zeichen) aus Ihrem Namen.",
    );
    expect(fieldErrors(contact.safeParse({ ...valid, admin: true, role: 1 }).error!, "de").form).toBe(
      "Unerwartete Felder: admin, role.",
    );
  });

  it("checks a form in the browser in the language of its hidden locale field", () => {
    expect(checkLeadForm("subscribe", { email: "nope", locale: "de" })).toEqual({
      email: "Geben Sie eine gültige E-Mail-Adresse ein, etwa name@firma.de.",
    });
    expect(checkLeadForm("subscribe", { email: "nope" })).toEqual({
      email: "Enter a valid e-mail address, like name@company.com.",
    });
    expect(checkLeadForm("contact", { ...valid, locale: "de" })).toEqual({});
    // An unknown language is an unexpected field, in English.
    expect(checkLeadForm("subscribe", { email: "a@b.de", locale: "fr" })).toEqual({
      form: "Unexpected field: locale.",
    });
  });
});
