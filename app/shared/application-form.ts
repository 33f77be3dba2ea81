/**
 * The job application form's rules (decision 021), shared by the browser (inline
 * messages) and the server (enforcement). The CV is a file part of the
 * multipart post: its rules (type by content, size) are in application-limits.ts,
 * enforced by server/api/applications.ts; the text fields are this schema,
 * every one of them behind the text rules (formSchema, decision 022).
 */
import { z } from "zod";
import { formSchema } from "./form-schema";
import { antiSpam, COMMON_LABELS, emailSchema, nameSchema, optionalText, phoneSchema } from "./lead-forms";
import { NOTE_MAX } from "./application-limits";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/**
 * A link typed the way people say it (`linkedin.com/in/name`, `www.example.com`, `//example.com`) gets
 * `https://` in front; one that names a scheme (`http:`, `HTTPS:`, `javascript:`) keeps it, and the URL
 * check below takes only http(s). A colon followed by a digit is a port (`example.com:8080`), not a scheme.
 */
const withScheme = (value: string): string => {
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(value)) return value;
  return value.startsWith("//") ? `https:${value}` : `https://${value}`;
};

/** What each link's message shows as an example. */
const LINK_EXAMPLES: Record<string, string> = { LinkedIn: "linkedin.com/in/your-name", GitHub: "github.com/your-name" };

/**
 * An http(s) link, stored normalised as the WHATWG URL parser writes it (lower-case scheme and host, the
 * host in punycode, the default port dropped, `.` and `..` segments resolved, spaces and other characters
 * percent-encoded), so the team's mail and the export show one unambiguous address.
 */
const link = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `Enter the ${label} link as text.` })
      .trim()
      .max(500, `Keep the ${label} link under 500 characters.`)
      .transform(withScheme)
      .pipe(
        z.url({
          protocol: /^https?$/,
          normalize: true,
          error: `Enter the ${label} link as a web address, such as ${LINK_EXAMPLES[label] ?? "example.com"}.`,
        }),
      )
      // Percent-encoding can make a link of 500 characters nine times as long: what is stored is bounded too.
      .pipe(z.string().max(1000, `Keep the ${label} link under 500 characters.`))
      .optional(),
  );

export const applicationSchema = formSchema(
  {
    role: z
      .string({ error: "Choose the role you apply for." })
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "Choose the role you apply for.")
      .max(100, "Choose the role you apply for."),
    name: nameSchema,
    email: emailSchema,
    phone: phoneSchema,
    location: optionalText(120, "location"),
    linkedin: link("LinkedIn"),
    github: link("GitHub"),
    portfolio: link("portfolio"),
    note: z.preprocess(
      blankToUndefined,
      z
        .string({ error: "Enter the note as text." })
        .trim()
        .max(NOTE_MAX, `Keep the note under ${NOTE_MAX.toLocaleString("en")} characters.`)
        .optional(),
    ),
    consent: z.literal("yes", { error: "Please agree, so that we may process your application." }),
    ...antiSpam,
  },
  {
    labels: {
      ...COMMON_LABELS,
      role: "the role",
      location: "the location",
      linkedin: "the LinkedIn link",
      github: "the GitHub link",
      portfolio: "the portfolio link",
      note: "your note",
      consent: "this field",
    },
    multiline: ["note"],
  },
);

export type ApplicationInput = z.infer<typeof applicationSchema>;
