/**
 * The job application form's rules (decision 021), shared by the browser (inline
 * messages) and the server (enforcement). The CV is a file part of the
 * multipart post: its rules (type by content, size) are in application-limits.ts,
 * enforced by server/api/applications.ts; the text fields are this schema,
 * every one of them behind the text rules (formSchema, decision 022).
 */
import { z } from "zod";
import { formMessages, type FormMessages, type LinkName } from "./form-messages";
import { formSchema } from "./form-schema";
import { commonFields, perLocale } from "./lead-forms";
import { NOTE_MAX } from "./application-limits";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * A link typed the way people say it (`linkedin.com/in/name`, `www.example.com`, `//example.com`) gets
 * `https://` in front; one that names a scheme (`http:`, `HTTPS:`, `javascript:`) keeps it, and the URL
 * check below takes only http(s). A colon followed by a digit is a port (`example.com:8080`), not a scheme.
 */
export const withScheme = (value: string): string => {
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value)) return value;
  return value.startsWith("//") ? `https:${value}` : `https://${value}`;
};

/**
 * An http(s) link, stored normalised as the WHATWG URL parser writes it (lower-case scheme and host, the
 * host in punycode, the default port dropped, `.` and `..` segments resolved, spaces and other characters
 * percent-encoded), so the team's mail and the export show one unambiguous address.
 */
const link = (name: LinkName, messages: FormMessages["link"]) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: messages.text(name) })
      .trim()
      .max(500, messages.tooLong(name))
      .transform(withScheme)
      .pipe(z.url({ protocol: /^https?$/, normalize: true, error: messages.invalid(name) }))
      // Percent-encoding can make a link of 500 characters nine times as long: what is stored is bounded too.
      .pipe(z.string().max(1000, messages.tooLong(name)))
      .optional(),
  );

/** The application form's schema, with its messages in `locale`. */
export const applicationSchemaIn = perLocale((locale) => {
  const messages = formMessages(locale);
  const common = commonFields(locale);
  return formSchema(
    {
      role: z
        .string({ error: messages.role })
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, messages.role)
        .max(100, messages.role),
      name: common.name,
      email: common.email,
      phone: common.phone,
      location: common.optionalText(120, messages.location),
      linkedin: link("linkedin", messages.link),
      github: link("github", messages.link),
      portfolio: link("portfolio", messages.link),
      note: z.preprocess(
        blankToUndefined,
        z.string({ error: messages.note.text }).trim().max(NOTE_MAX, messages.note.tooLong(NOTE_MAX)).optional(),
      ),
      consent: z.literal("yes", { error: messages.applicationConsent }),
      ...common.antiSpam,
    },
    {
      labels: {
        ...common.labels,
        role: messages.labels.role,
        location: messages.labels.location,
        linkedin: messages.labels.linkedin,
        github: messages.labels.github,
        portfolio: messages.labels.portfolio,
        note: messages.labels.note,
        consent: messages.labels.consent,
      },
      multiline: ["note"],
      locale,
    },
  );
});

export const applicationSchema = applicationSchemaIn("en");

export type ApplicationInput = z.infer<typeof applicationSchema>;
