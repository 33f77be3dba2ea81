import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { applicationSchema, applicationSchemaIn } from "./application-form";
import { contactSchema, fieldErrors, leadSchemasIn, subscribeSchema } from "./lead-forms";

/** A valid submission of each form, and the fields that take line breaks. */
const FORMS: readonly {
  name: string;
  schema: z.ZodObject;
  valid: Record<string, string>;
  multiline: readonly string[];
}[] = [
  {
    name: "contact",
    schema: contactSchema,
    valid: {
      name: "Mariam Khan",
      email: "mariam@example.org",
      company: "Acme",
      phone: "+92 300 1234567",
      service: "",
      budget: "",
      message: "We need a clinic app.",
      consent: "on",
      website: "",
      formToken: "form-token",
    },
    multiline: ["message"],
  },
  {
    name: "subscribe",
    schema: subscribeSchema,
    valid: { email: "mariam@example.org", website: "", formToken: "form-token" },
    multiline: [],
  },
  {
    name: "application",
    schema: applicationSchema,
    valid: {
      role: "senior-react-engineer-lahore",
      name: "Mariam Khan",
      email: "mariam@example.org",
      phone: "+92 300 1234567",
      location: "Lahore",
      linkedin: "https://www.linkedin.com/in/mariam-khan",
      github: "https://github.com/mariam",
      portfolio: "https://mariam.example/work",
      note: "Two design systems.",
      consent: "yes",
      website: "",
      formToken: "form-token",
    },
    multiline: ["note"],
  },
];

const HOSTILE_ANYWHERE = ["\u0000", "\u001b[31m", "\u0007", "\u007f", "\u0085", "\ud800", "\ufffd"];
const HOSTILE_IN_A_LINE = [
  "\n",
  "\r\nBcc: victim@example.org",
  "\u2028",
  "\u202e",
  "\u2066",
  "\u200f",
  "\u061c",
  "\u200b",
  "\u2060",
  "\ufeff",
  "\u{e0041}",
];

describe("every field of every form meets the text rules (formSchema)", () => {
  it.each(FORMS)(
    "$name: each field, valid as given, refuses control codes, broken text and (single-line) breaks and bidi marks",
    ({ schema, valid, multiline }) => {
      expect(schema.safeParse(valid).success).toBe(true);
      // Every field of the schema is covered: one added later is tested without a change here.
      expect(Object.keys(valid).sort()).toEqual(Object.keys(schema.shape).sort());
      for (const field of Object.keys(schema.shape)) {
        const hostile = [...HOSTILE_ANYWHERE, ...(multiline.includes(field) ? [] : HOSTILE_IN_A_LINE)];
        for (const inserted of hostile) {
          // In the middle of a value that is otherwise valid for the field (a link keeps its form, an address its @).
          const base = valid[field] || "abcdef";
          const at = Math.min(3, Math.floor(base.length / 2));
          const value = `${base.slice(0, at)}${inserted}${base.slice(at)}`;
          const result = schema.safeParse({ ...valid, [field]: value });
          expect(result.success, `${field} with ${JSON.stringify(inserted)}`).toBe(false);
          // The text rules' own message: the rules ran, not only the field's schema (which refuses some of these too).
          expect(fieldErrors(result.error!)[field], `${field} with ${JSON.stringify(inserted)}`).toMatch(
            /special characters/,
          );
        }
      }
    },
  );

  it("single-line fields keep the zero-width joiner and non-joiner that names and emoji need", () => {
    expect(
      applicationSchema.parse({
        ...FORMS[2]!.valid,
        name: "Mehr\u200cnaz Khan",
        location: "Lahore \u{1f468}\u200d\u{1f469}\u200d\u{1f467}",
      }).name,
    ).toBe("Mehr\u200cnaz Khan");
  });

  it("multi-line fields keep their line breaks and tabs", () => {
    expect(contactSchema.parse({ ...FORMS[0]!.valid, message: "Line one\r\n\tLine two" }).message).toBe(
      "Line one\r\n\tLine two",
    );
    expect(applicationSchema.parse({ ...FORMS[2]!.valid, note: "One\nTwo" }).note).toBe("One\nTwo");
  });

  it("a link with a NUL, an escape sequence or a bidi override is refused under its own field with the text rules' message", () => {
    for (const linkedin of ["https://x.com/a\u0000b", "https://x.com/\u001b[31mred", "https://x.com/\u202egnp.exe"]) {
      const errors = fieldErrors(applicationSchema.safeParse({ ...FORMS[2]!.valid, linkedin }).error!);
      expect(Object.keys(errors)).toEqual(["linkedin"]);
      expect(errors.linkedin).toMatch(/special characters/);
    }
  });

  it("links are stored normalised", () => {
    const parsed = applicationSchema.parse({
      ...FORMS[2]!.valid,
      linkedin: "  HTTPS://WWW.LinkedIn.COM:443/in/mariam/../mariam-khan  ",
      github: "https://bücher.example/ä b",
      portfolio: "http://Example.org",
    });
    expect(parsed.linkedin).toBe("https://www.linkedin.com/in/mariam-khan");
    expect(parsed.github).toBe("https://xn--bcher-kva.example/%C3%A4%20b");
    expect(parsed.portfolio).toBe("http://example.org/");
  });

  it("a link typed without a scheme gets https://, one with another scheme is refused with an example", () => {
    const parsed = applicationSchema.parse({
      ...FORMS[2]!.valid,
      linkedin: "linkedin.com/in/mariam-khan",
      github: "//GitHub.com/mariam",
      portfolio: "mariam.example:8080/work",
    });
    expect(parsed.linkedin).toBe("https://linkedin.com/in/mariam-khan");
    expect(parsed.github).toBe("https://github.com/mariam");
    expect(parsed.portfolio).toBe("https://mariam.example:8080/work");
    for (const linkedin of ["javascript:alert(1)", "ftp://x.com/a", "mailto:a@b.co", "mariam khan"]) {
      const errors = fieldErrors(applicationSchema.safeParse({ ...FORMS[2]!.valid, linkedin }).error!);
      expect(errors, linkedin).toEqual({
        linkedin: "Enter the LinkedIn link as a web address, such as linkedin.com/in/your-name.",
      });
    }
  });

  it("values that are not text are left to the field's own message", () => {
    expect(fieldErrors(contactSchema.safeParse({ ...FORMS[0]!.valid, name: 42 }).error!).name).toMatch(
      /Enter your name/,
    );
    expect(
      fieldErrors(applicationSchema.safeParse({ ...FORMS[2]!.valid, email: ["a@b.co", "c@d.co"] }).error!).email,
    ).toBeTruthy();
  });
});

describe("required fields stay required behind the text rules", () => {
  it("a contact without consent, an application without consent or role, are refused under those fields", () => {
    const contactWithout = Object.fromEntries(Object.entries(FORMS[0]!.valid).filter(([name]) => name !== "consent"));
    expect(Object.keys(fieldErrors(contactSchema.safeParse(contactWithout).error!))).toEqual(["consent"]);
    expect(Object.keys(fieldErrors(contactSchema.safeParse({}).error!)).sort()).toEqual([
      "consent",
      "email",
      "message",
      "name",
    ]);
    const applicationWithout = Object.fromEntries(
      Object.entries(FORMS[2]!.valid).filter(([name]) => name !== "consent" && name !== "role"),
    );
    expect(Object.keys(fieldErrors(applicationSchema.safeParse(applicationWithout).error!)).sort()).toEqual([
      "consent",
      "role",
    ]);
  });
});

describe("links", () => {
  it("are bounded as stored, not only as typed: 500 characters that percent-encode to thousands are refused", () => {
    const valid = FORMS[2]!.valid;
    expect(applicationSchema.safeParse({ ...valid, portfolio: `https://x.example/${"a".repeat(480)}` }).success).toBe(
      true,
    );
    const errors = fieldErrors(
      applicationSchema.safeParse({ ...valid, portfolio: `https://x.example/${"ä".repeat(480)}` }).error!,
    );
    expect(Object.keys(errors)).toEqual(["portfolio"]);
  });
});

describe("the schemas in German", () => {
  const german = {
    contact: leadSchemasIn("de").contact,
    subscribe: leadSchemasIn("de").subscribe,
    application: applicationSchemaIn("de"),
  };

  it.each(FORMS)(
    "$name: the same fields and rules as the English schema, the text rules' message in German",
    ({ name, schema, valid, multiline }) => {
      const de = german[name as keyof typeof german] as z.ZodObject;
      expect(Object.keys(de.shape)).toEqual(Object.keys(schema.shape));
      expect(de.parse(valid)).toEqual(schema.parse(valid));
      for (const field of Object.keys(de.shape)) {
        const base = valid[field] || "abcdef";
        const result = de.safeParse({ ...valid, [field]: `${base.slice(0, 3)}\u0000${base.slice(3)}` });
        expect(fieldErrors(result.error!, "de")[field], field).toMatch(
          multiline.includes(field)
            ? /^Entfernen Sie die Sonderzeichen .* aus /
            : /^Entfernen Sie Zeilenumbrüche und Sonderzeichen .* aus /,
        );
      }
    },
  );

  it("the application's links and note: German messages with German examples and numbers", () => {
    const valid = FORMS[2]!.valid;
    const errors = (values: Record<string, string>) =>
      fieldErrors(german.application.safeParse({ ...valid, ...values }).error!, "de");
    expect(errors({ linkedin: "javascript:alert(1)" })).toEqual({
      linkedin: "Geben Sie den LinkedIn-Link als Webadresse ein, etwa linkedin.com/in/ihr-name.",
    });
    expect(errors({ note: "x".repeat(3001) })).toEqual({
      note: "Ihre Nachricht darf höchstens 3.000 Zeichen lang sein.",
    });
    expect(errors({ consent: "no", role: "Senior!" })).toEqual({
      role: "Wählen Sie die Stelle, auf die Sie sich bewerben.",
      consent: "Bitte stimmen Sie zu, damit wir Ihre Bewerbung bearbeiten dürfen.",
    });
  });
});
