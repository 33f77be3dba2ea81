import { describe, expect, it } from "vitest";
import { contactSchema, fieldErrors, subscribeSchema } from "./lead-forms";

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
