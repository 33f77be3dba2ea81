/**
 * The subscribe and contact forms' rules, shared by the browser (inline
 * messages) and the server (enforcement): one zod schema per form.
 */
import { z } from "zod";
import { contentPages } from "../../content/registry";
import { formSchema } from "./form-schema";
import { BUDGETS, type FieldErrors } from "./lead-options";

/** Services of interest: the service family pages, by path without the leading slash. */
export const SERVICE_OPTIONS = contentPages
  .filter((page) => page.template === "service-family")
  .map((page) => page.path.slice(1));

export { BUDGETS, MIN_FILL_MS, type FieldErrors } from "./lead-options";

// zod probes `new Function` for a faster path; the site's CSP forbids eval, so never try.
z.config({ jitless: true });

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

export const emailSchema = z
  .string({ error: "Enter your e-mail address." })
  .trim()
  .min(1, "Enter your e-mail address.")
  .max(254, "Keep the e-mail address under 254 characters.")
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid e-mail address, like name@company.com." }));

/** Fields every form carries against spam: a honeypot and the proof of fill time. */
export const antiSpam = {
  /** Honeypot: hidden from people, filled by bots. */
  website: z.string().max(200).optional(),
  /**
   * The signed form token from GET /api/form-token (decision 012). Optional
   * here because the browser checks the visitor's entries before it has one;
   * the server refuses a submission without a valid token.
   */
  formToken: z.string({ error: "Send the form token from GET /api/form-token as text." }).optional(),
};

/** What the forms' text-rule messages call the fields they share. */
export const COMMON_LABELS = {
  email: "your e-mail address",
  name: "your name",
  phone: "the phone number",
  website: "this field",
  formToken: "the form token",
} as const;

export const subscribeSchema = formSchema({ email: emailSchema, ...antiSpam }, { labels: COMMON_LABELS });

export const optionalText = (max: number, label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `Enter the ${label} as text.` })
      .trim()
      .max(max, `Keep the ${label} under ${max} characters.`)
      .optional(),
  );

/** A person's name, as the contact and application forms ask for it. */
export const nameSchema = z
  .string({ error: "Enter your name." })
  .trim()
  .min(1, "Enter your name.")
  .max(100, "Keep your name under 100 characters.");

/** An optional phone number (blank is none). */
export const phoneSchema = z.preprocess(
  blankToUndefined,
  z
    .string({ error: "Enter the phone number as text." })
    .trim()
    .regex(/^\+?[0-9 ().-]{6,40}$/, "Enter a phone number with digits, spaces and + ( ) - only.")
    .optional(),
);

export const contactSchema = formSchema(
  {
    name: nameSchema,
    email: emailSchema,
    company: optionalText(120, "company name"),
    phone: phoneSchema,
    service: z.preprocess(
      blankToUndefined,
      z.enum(SERVICE_OPTIONS as [string, ...string[]], { error: "Choose a service from the list." }).optional(),
    ),
    budget: z.preprocess(
      blankToUndefined,
      z.enum(BUDGETS, { error: "Choose a budget range from the list." }).optional(),
    ),
    message: z
      .string({ error: "Tell us about your project." })
      .trim()
      .min(10, "Tell us a little more: at least 10 characters.")
      .max(5000, "Keep the message under 5,000 characters."),
    consent: z.preprocess(
      (value) => value === true || value === "true" || value === "on",
      z.literal(true, { error: "Please agree, so that we may store your details to reply." }),
    ),
    ...antiSpam,
  },
  { labels: { ...COMMON_LABELS, company: "the company name", message: "your message" }, multiline: ["message"] },
);

export type ContactInput = z.infer<typeof contactSchema>;

/** Per-field messages from a failed parse (the first message of each field; unknown keys under "form"). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.code === "unrecognized_keys" ? "form" : String(issue.path[0] ?? "form");
    const message =
      issue.code === "unrecognized_keys"
        ? `Unexpected field${issue.keys.length > 1 ? "s" : ""}: ${issue.keys.join(", ")}.`
        : issue.message;
    errors[field] ??= message;
  }
  return errors;
}
