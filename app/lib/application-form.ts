/**
 * The job application form's rules (issue 13), shared by the browser (inline
 * messages) and the server (enforcement). The CV is a file part of the
 * multipart post: its rules (type by content, size) are in application-limits.ts,
 * enforced by server/api/applications.ts; the text fields are this schema.
 */
import { z } from "zod";
import { antiSpam, emailSchema, nameSchema, optionalText, phoneSchema } from "./lead-forms";
import { NOTE_MAX } from "./application-limits";
import { isSafeText } from "./text-rules";

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const link = (label: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string({ error: `Enter the ${label} link as text.` })
      .trim()
      .max(500, `Keep the ${label} link under 500 characters.`)
      .pipe(z.url({ protocol: /^https?$/, error: `Enter the ${label} link as a web address starting with https://.` }))
      .optional(),
  );

export const applicationSchema = z.strictObject({
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
      .refine(isSafeText, "Remove the special characters (control codes or broken characters) from your note.")
      .optional(),
  ),
  consent: z.literal("yes", { error: "Please agree, so that we may process your application." }),
  ...antiSpam,
});

export type ApplicationInput = z.infer<typeof applicationSchema>;
