/**
 * The one way a form's schema is made (decision 022): `formSchema(fields)` puts the
 * text rules (text-rules.ts) in front of every field, then the field's own
 * schema. A field is single-line unless the form names it multi-line, so a new
 * field, or one whose own schema forgets them (the link fields once did, and a
 * NUL in a LinkedIn address reached PostgreSQL as a 500), cannot skip them.
 *
 * The rules are checked on the value as the field will keep it (trimmed), and
 * only on text: a value of another type (a JSON number, a repeated form field's
 * list) goes on to the field's schema, which refuses it with its own message.
 */
import { z } from "zod";
import { formMessages } from "./form-messages";
import type { Locale } from "./locale";
import { isSafeLine, isSafeText } from "./text-rules";

/** Whether a value passes the rules for its kind of field (anything but a string is left to the field's schema). */
const passes = (value: unknown, multiline: boolean) =>
  typeof value !== "string" || (multiline ? isSafeText(value.trim()) : isSafeLine(value.trim()));

/**
 * `field` behind the text rules; `message` names it ("… from your name", "… from the LinkedIn link"). A field that
 * may be left out stays optional (the guard in front of it would otherwise make the key required); one that may
 * not stays required, whatever its type says.
 */
function guarded(field: z.ZodType, message: string, multiline: boolean): z.ZodType {
  const checked = z
    .unknown()
    .refine((value) => passes(value, multiline), message)
    .pipe(field);
  // Whether the field itself takes no value: a preprocess may still refuse one (consent turns "absent" into false).
  return field.safeParse(undefined).success ? checked.optional() : checked;
}

type GuardedField<Field extends z.ZodType> = Field extends { _zod: { optin: "optional" } }
  ? z.ZodOptional<z.ZodPipe<z.ZodUnknown, Field>>
  : z.ZodPipe<z.ZodUnknown, Field>;
type Guarded<Shape extends Record<string, z.ZodType>> = { [Name in keyof Shape]: GuardedField<Shape[Name]> };

export interface FormSchemaOptions<Name extends string> {
  /** How each field is named in the text rules' message; a field not listed is "this field" (in the language's words). */
  readonly labels?: Partial<Record<Name, string>>;
  /** The fields that take line breaks and tabs (a message, a note); every other field is single-line. */
  readonly multiline?: readonly Name[];
  /** The language of the text rules' message (form-messages.ts); the labels are in it too. English by default. */
  readonly locale?: Locale;
}

/** A strict object schema (unknown fields refused) whose every field meets the text rules first. */
export function formSchema<Shape extends Record<string, z.ZodType>>(
  shape: Shape,
  options: FormSchemaOptions<Extract<keyof Shape, string>> = {},
) {
  const multiline = new Set<string>(options.multiline ?? []);
  const labels: Partial<Record<string, string>> = options.labels ?? {};
  const messages = formMessages(options.locale ?? "en");
  const fields = Object.fromEntries(
    Object.entries(shape).map(([name, field]) => [
      name,
      guarded(
        field,
        messages.textRules(labels[name] ?? messages.labels.other, multiline.has(name)),
        multiline.has(name),
      ),
    ]),
  );
  return z.strictObject(fields as Guarded<Shape>);
}
