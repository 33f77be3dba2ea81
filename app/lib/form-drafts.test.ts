import { describe, expect, it } from "vitest";
import { draftKey, draftOf, fillsOf, type FieldLike } from "./form-drafts";

/** The application form's controls as the browser lists them (application-form.tsx), each with a value typed. */
const application: FieldLike[] = [
  { name: "role", type: "hidden", value: "senior-react-engineer-lahore" },
  { name: "locale", type: "hidden", value: "de" },
  { name: "name", type: "text", value: "Mariam Khan" },
  { name: "email", type: "email", value: "mariam@example.org" },
  { name: "phone", type: "tel", value: "" },
  { name: "linkedin", type: "text", value: "linkedin.com/in/mariam-khan" },
  { name: "cv", type: "file", value: "C:\\fakepath\\cv.pdf" },
  { name: "note", type: "textarea", value: "Line one\nline two" },
  { name: "consent", type: "checkbox", value: "yes" },
  { name: "website", type: "text", value: "http://spam.example" },
  { name: "formToken", type: "hidden", value: "k.p.s" },
  { name: "", type: "submit", value: "" },
];

describe("form drafts", () => {
  it("keep the typed fields and selections, never a file, a hidden field, a tick, the honeypot or the token", () => {
    expect(draftOf(application)).toEqual({
      name: "Mariam Khan",
      email: "mariam@example.org",
      linkedin: "linkedin.com/in/mariam-khan",
      note: "Line one\nline two",
    });
    expect(draftOf([{ name: "budget", type: "select-one", value: "$75k-$150k" }])).toEqual({ budget: "$75k-$150k" });
  });

  it("are nothing when nothing was typed, and leave out a disabled field", () => {
    expect(draftOf(application.filter((field) => ["hidden", "checkbox", "file"].includes(field.type)))).toBeUndefined();
    expect(draftOf([{ name: "name", type: "text", value: "Sara", disabled: true }])).toBeUndefined();
  });

  it("fill only empty fields that may be kept, with strings only", () => {
    const empty = application.map((field) => ({ ...field, value: "" }));
    const fills = fillsOf(empty, {
      name: "Mariam Khan",
      cv: "C:\\fakepath\\cv.pdf",
      consent: "yes",
      website: "http://spam.example",
      formToken: "k.p.s",
      role: "another-role",
      phone: 123,
      note: "",
    });
    expect(fills.map(([field, value]) => [field.name, value])).toEqual([["name", "Mariam Khan"]]);
    // A value already in the field (the visitor's, or the browser's own restoring) is kept.
    expect(fillsOf([{ name: "name", type: "text", value: "Sara" }], { name: "Mariam" })).toEqual([]);
    for (const stored of [null, "text", 3, undefined]) expect(fillsOf(empty, stored)).toEqual([]);
  });

  it("are one per form, and per role for the application form", () => {
    expect(draftKey("/api/contact")).toBe("draft:/api/contact");
    expect(draftKey("/api/applications", "qa-automation-engineer-remote")).toBe(
      "draft:/api/applications:qa-automation-engineer-remote",
    );
  });
});
