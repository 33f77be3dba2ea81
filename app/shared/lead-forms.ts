/**
 * The subscribe and contact forms' rules, shared by the browser (inline
 * messages) and the server (enforcement): one zod schema per form and
 * language (the same rules; the messages of form-messages.ts).
 */
import { z } from "zod";
import { budgetValues, currencyOf } from "../../content/pricing";
import { contentPages } from "../../content/registry";
import { formMessages, type FormMessages } from "./form-messages";
import { splitLocale } from "./form-locale";
import { formSchema } from "./form-schema";
import type { FieldErrors, LeadFormName } from "./lead-options";
import type { Locale } from "./locale";

/** Services of interest: the service family pages, by path without the leading slash. */
export const SERVICE_OPTIONS = contentPages
  .filter((page) => page.template === "service-family")
  .map((page) => page.path.slice(1));

export { MIN_FILL_MS, type FieldErrors } from "./lead-options";

// zod probes `new Function` for a faster path; the site's CSP forbids eval, so never try.
z.config({ jitless: true });

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

/** `build` for each language, built on first use and kept (a page's script needs one language only). */
export function perLocale<T>(build: (locale: Locale) => T): (locale: Locale) => T {
  const built = new Map<Locale, T>();
  return (locale) => {
    if (!built.has(locale)) built.set(locale, build(locale));
    return built.get(locale)!;
  };
}

/** An optional line of text (blank is none), with its messages. */
const optionalText = (max: number, messages: FormMessages["company"]) =>
  z.preprocess(blankToUndefined, z.string({ error: messages.text }).trim().max(max, messages.tooLong(max)).optional());

/** The fields the contact, newsletter and application forms share, with their messages in a language. */
export const commonFields = perLocale((locale) => {
  const messages = formMessages(locale);
  return {
    email: z
      .string({ error: messages.email.missing })
      .trim()
      .min(1, messages.email.missing)
      .max(254, messages.email.tooLong)
      .toLowerCase()
      .pipe(z.email({ error: messages.email.invalid })),
    /** Fields every form carries against spam: a honeypot and the proof of fill time. */
    antiSpam: {
      /** Honeypot: hidden from people, filled by bots. */
      website: z.string().max(200).optional(),
      /**
       * The signed form token from GET /api/form-token (decision 012). Optional
       * here because the browser checks the visitor's entries before it has one;
       * the server refuses a submission without a valid token.
       */
      formToken: z.string({ error: messages.formToken }).optional(),
    },
    /** A person's name, as the contact and application forms ask for it. */
    name: z
      .string({ error: messages.name.missing })
      .trim()
      .min(1, messages.name.missing)
      .max(100, messages.name.tooLong),
    /** An optional phone number (blank is none). */
    phone: z.preprocess(
      blankToUndefined,
      z
        .string({ error: messages.phone.text })
        .trim()
        .regex(/^\+?[0-9 ().-]{6,40}$/, messages.phone.invalid)
        .optional(),
    ),
    optionalText,
    /** What the forms' text-rule messages call the fields they share. */
    labels: {
      email: messages.labels.email,
      name: messages.labels.name,
      phone: messages.labels.phone,
      website: messages.labels.website,
      formToken: messages.labels.formToken,
    },
  };
});

const english = commonFields("en");
export const emailSchema = english.email;
export const COMMON_LABELS = english.labels;

/** The newsletter's and the contact form's schemas, with their messages in `locale`. */
export const leadSchemasIn = perLocale((locale) => {
  const messages = formMessages(locale);
  const common = commonFields(locale);
  const subscribe = formSchema({ email: common.email, ...common.antiSpam }, { labels: common.labels, locale });
  const contact = formSchema(
    {
      name: common.name,
      email: common.email,
      company: optionalText(120, messages.company),
      phone: common.phone,
      service: z.preprocess(
        blankToUndefined,
        z.enum(SERVICE_OPTIONS as [string, ...string[]], { error: messages.service }).optional(),
      ),
      /** A budget band of the currency of the form's language (content/pricing.ts): dollars in English, euros in German. */
      budget: z.preprocess(
        blankToUndefined,
        z.enum(budgetValues(currencyOf(locale)), { error: messages.budget }).optional(),
      ),
      message: z
        .string({ error: messages.message.missing })
        .trim()
        .min(10, messages.message.tooShort)
        .max(5000, messages.message.tooLong),
      consent: z.preprocess(
        (value) => value === true || value === "true" || value === "on",
        z.literal(true, { error: messages.contactConsent }),
      ),
      ...common.antiSpam,
    },
    {
      labels: { ...common.labels, company: messages.labels.company, message: messages.labels.message },
      multiline: ["message"],
      locale,
    },
  );
  return { subscribe, contact };
});

export const { subscribe: subscribeSchema, contact: contactSchema } = leadSchemasIn("en");

export type ContactInput = z.infer<typeof contactSchema>;

/** Per-field messages from a failed parse (the first message of each field; unknown keys under "form"). */
export function fieldErrors(error: z.ZodError, locale: Locale = "en"): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.code === "unrecognized_keys" ? "form" : String(issue.path[0] ?? "form");
    const message = issue.code === "unrecognized_keys" ? formMessages(locale).unexpected(issue.keys) : issue.message;
    errors[field] ??= message;
  }
  return errors;
}

/**
 * The browser's check of a lead form's entries (app/components/forms/use-lead-form.ts), as the server checks them:
 * in the language of the form's hidden `locale` field (form-locale.ts).
 */
export function checkLeadForm(form: LeadFormName, entries: Readonly<Record<string, string>>): FieldErrors {
  const { locale, values } = splitLocale(entries);
  const schemas = leadSchemasIn(locale);
  const result = (form === "contact" ? schemas.contact : schemas.subscribe).safeParse(values);
  return result.success ? {} : fieldErrors(result.error, locale);
}
