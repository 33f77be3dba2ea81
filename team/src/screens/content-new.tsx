/**
 * /team/content/articles/new, /case-studies/new and /roles/new: a new entry of a collection (issue 37 §2), its address
 * and its text in both languages or in one alone (the other added later on the entry's page), published together once
 * the whole site has been checked with them, as the build checks a developer's file. The texts start as a copy of an
 * entry the member chooses, the quickest way to a text that has every field; its picture is drawn from its topic,
 * department or industry until a developer draws one. Refused texts keep what was typed, with the build's messages.
 */
import { useRef, useState, type RefObject } from "react";
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from "react-router";
import type { ContentEntryDetail, ContentEntryRow, ContentField } from "../../../app/shared/team-api";
import { act, ApiError, call, load } from "../api";
import { useConfirm } from "../components/confirm";
import { PreviewControls } from "../components/content-preview";
import { DocumentFields } from "../components/document-fields";
import { fieldProblems } from "../components/frontmatter";
import { LivePreview } from "../components/live-preview";
import { MarkdownToolbar } from "../components/markdown-toolbar";
import {
  datedToday,
  EDITABLE,
  HINTS,
  isEditable,
  LANGUAGE_NAMES,
  NOUNS,
  SITE_PATHS,
  type Editable,
} from "../components/content-words";
import { ErrorAlert, Field, Problems, ScreenHeader, SubmitRow, useSubmit } from "../components/ui";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { collection } = params;
  if (!isEditable(collection)) throw new Response("Not Found", { status: 404 });
  const [{ items }, { fields }] = await Promise.all([
    load<{ items: ContentEntryRow[] }>(request, `/content/${collection}`),
    load<{ fields: ContentField[] }>(request, `/content-fields/${collection}`),
  ]);
  return { collection, fields, entries: items.map(({ slug, title }) => ({ slug, title })) };
}

/** A role's last day is a field of its text here (the entry's screen sets it for both languages at once later). */
const hint = (collection: Editable) =>
  collection === "roles"
    ? "The fields first, between the lines of three dashes, then the role's sections. validThrough is its last day to apply."
    : HINTS[collection];

interface Outcome {
  readonly error?: string;
  readonly problems?: readonly string[];
  readonly fields?: Readonly<Record<string, string>>;
}

const LOCALES = ["en", "de"] as const;
type Locale = (typeof LOCALES)[number];

/** The two text fields, filled with a copy of an entry the member chooses (asked first if they have typed). */
function useStartingTexts(collection: Editable) {
  const en = useRef<HTMLTextAreaElement>(null);
  const de = useRef<HTMLTextAreaElement>(null);
  const filled = useRef<Record<Locale, string>>({ en: "", de: "" });
  const [dialog, confirm] = useConfirm();
  const [error, setError] = useState<string>();
  const copy = useSubmit(async (form) => {
    setError(undefined);
    const slug = String(new FormData(form).get("source"));
    const fields = { en: en.current, de: de.current };
    const typed = LOCALES.some((locale) => (fields[locale]?.value ?? "") !== filled.current[locale]);
    if (
      typed &&
      !(await confirm({
        title: "Replace what you wrote?",
        body: "Both text fields will hold the copy instead of what you have written in them.",
        confirmLabel: "Replace both texts",
      }))
    )
      return;
    try {
      const entry = await call<ContentEntryDetail>(`/content/${collection}/${encodeURIComponent(slug)}`);
      for (const locale of LOCALES) {
        const text = datedToday(
          collection,
          entry.languages.find((language) => language.locale === locale)?.text ?? "",
          new Date(),
        );
        const field = fields[locale];
        if (field) {
          field.value = text;
          // The form of its fields reads it again.
          field.dispatchEvent(new Event("input", { bubbles: true }));
        }
        filled.current[locale] = text;
      }
      fields.en?.focus();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "The entry could not be read.");
    }
  });
  return { fields: { en, de }, copy, error, dialog };
}

function StartFrom({
  entries,
  noun,
  copy,
  error,
}: {
  entries: readonly { slug: string; title: string }[];
  noun: string;
  copy: ReturnType<typeof useSubmit>;
  error: string | undefined;
}) {
  return (
    <section className="panel stack" aria-labelledby="start-from">
      <h2 id="start-from">Start from a copy</h2>
      <ErrorAlert message={error} />
      {entries.length ? null : <p>There is no {noun} to copy yet: write both texts below, field by field.</p>}
      <form onSubmit={copy.onSubmit} className="inline-fields" hidden={!entries.length}>
        <Field label={`The ${noun} to copy`}>
          {(props) => (
            <select {...props} name="source" defaultValue={entries.at(-1)?.slug}>
              {entries.map((entry) => (
                <option key={entry.slug} value={entry.slug}>
                  {entry.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="button-row">
          <button type="submit" className="button button-secondary" aria-disabled={copy.pending || undefined}>
            {copy.pending ? "Copying…" : "Copy its texts"}
          </button>
        </div>
      </form>
    </section>
  );
}

function AddressField({ collection, noun, error }: { collection: Editable; noun: string; error?: string }) {
  return (
    <section className="panel stack" aria-labelledby="address">
      <h2 id="address">Address</h2>
      <Field
        label={`The ${noun}'s address`}
        hint={`Lower-case words joined by hyphens, the last part of ${SITE_PATHS[collection]}/… on the site. It is the same in both languages and stays once published.`}
        error={error}
      >
        {(props) => (
          <input
            {...props}
            name="slug"
            className="address-input"
            type="text"
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            maxLength={80}
          />
        )}
      </Field>
    </section>
  );
}

/** Which languages the entry is published in now: both, or one alone (never none). */
function LanguageChoice({ chosen, onChange }: { chosen: readonly Locale[]; onChange: (locales: Locale[]) => void }) {
  return (
    <section className="panel stack" aria-labelledby="languages">
      <h2 id="languages">Languages</h2>
      <fieldset className="field choices" aria-describedby="languages-hint">
        <legend>Publish now in</legend>
        <p id="languages-hint" className="muted">
          One language alone is fine: add the other later on the entry&apos;s page. Until then the pages, lists, feed
          and search in the other language leave it out.
        </p>
        {LOCALES.map((locale) => (
          <label key={locale} className="check">
            <input
              type="checkbox"
              name="languages"
              value={locale}
              checked={chosen.includes(locale)}
              // The last language chosen stays: an entry is in one language at least.
              aria-disabled={(chosen.length === 1 && chosen[0] === locale) || undefined}
              onChange={(event) => {
                if (event.target.checked) onChange(LOCALES.filter((each) => each === locale || chosen.includes(each)));
                else if (chosen.length > 1) onChange(chosen.filter((each) => each !== locale));
              }}
            />
            {LANGUAGE_NAMES[locale]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}

/** The languages chosen, as a message names them. */
const namesOf = (chosen: readonly Locale[]) => chosen.map((locale) => LANGUAGE_NAMES[locale]).join(" and ");

/** A language's text of the new entry, with its formatting toolbar and its previews. */
function LanguageSection({
  collection,
  locale,
  field,
  error,
  form,
  hidden,
}: {
  collection: Editable;
  locale: Locale;
  field: RefObject<HTMLTextAreaElement | null>;
  error?: string;
  form: { readonly fields: readonly ContentField[]; readonly problems?: readonly string[] };
  /** Not published now (its text is kept while hidden). */
  hidden: boolean;
}) {
  const name = LANGUAGE_NAMES[locale];
  return (
    <section className="panel stack" aria-labelledby={`new-${locale}`} hidden={hidden}>
      <h2 id={`new-${locale}`}>{name}</h2>
      <DocumentFields
        fields={form.fields}
        target={field}
        locale={locale}
        errors={fieldProblems(form.problems, collection, locale)}
      />
      <Field label={`${name} text`} hint={hint(collection)} error={error}>
        {(props) => (
          <>
            <MarkdownToolbar target={props.id} label={`Formatting, ${name}`} locale={locale} collection={collection} />
            <textarea
              {...props}
              ref={field}
              name={locale}
              className="document-text"
              rows={24}
              spellCheck
              lang={locale}
              data-language={locale}
              required={!hidden}
            />
          </>
        )}
      </Field>
      <LivePreview target={field} name={name} collection={collection} />
      <PreviewControls
        url={`/content/${collection}/preview`}
        slug={() => document.querySelector<HTMLInputElement>('input[name="slug"]')?.value.trim() ?? ""}
        locale={locale}
        name={name}
      />
    </section>
  );
}

export function Component() {
  const { collection, entries, fields: schemaFields } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const list = `/content/${collection}`;
  const noun = NOUNS[collection];
  const [outcome, setOutcome] = useState<Outcome>({});
  const [chosen, setChosen] = useState<Locale[]>([...LOCALES]);
  const { fields, copy, error: copyError, dialog } = useStartingTexts(collection);
  const publish = useSubmit(async (form) => {
    setOutcome({});
    const slug = String(new FormData(form).get("slug")).trim();
    const body = {
      slug,
      ...Object.fromEntries(chosen.map((locale) => [locale, fields[locale].current?.value ?? ""])),
    };
    try {
      await act(list, { method: "POST", body });
      const later = LOCALES.filter((locale) => !chosen.includes(locale));
      navigate(`${list}/${slug}`, {
        state: {
          from: list,
          added: `Published in ${namesOf(chosen)}. The ${noun} is on the site now.${
            later.length ? ` Add the ${namesOf(later)} text below when it is ready.` : ""
          }`,
        },
      });
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        setOutcome({ error: `The ${noun} could not be published.` });
        return;
      }
      setOutcome({ error: caught.message, problems: caught.problems, fields: caught.fields });
      const first = (["slug", "en", "de"] as const).find((name) => caught.fields?.[name]);
      if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  });
  return (
    <>
      <ScreenHeader title={`New ${noun}`} back={{ to: list, label: EDITABLE[collection] }} />
      <p className="lead-text">
        A new {noun} is published in the languages you choose, together, once the whole site has been checked with their
        texts, as a developer&apos;s file is. Start from a copy of another {noun}: it has every field the {noun} needs.
      </p>
      <StartFrom entries={entries} noun={noun} copy={copy} error={copyError} />
      <form onSubmit={publish.onSubmit} className="stack" noValidate>
        <ErrorAlert message={outcome.error}>
          <Problems problems={outcome.problems} />
        </ErrorAlert>
        <AddressField collection={collection} noun={noun} error={outcome.fields?.slug} />
        <LanguageChoice chosen={chosen} onChange={setChosen} />
        <div className={chosen.length > 1 ? "language-columns" : "stack"}>
          {LOCALES.map((locale) => (
            <LanguageSection
              key={locale}
              collection={collection}
              locale={locale}
              field={fields[locale]}
              error={outcome.fields?.[locale]}
              form={{ fields: schemaFields, problems: outcome.problems }}
              hidden={!chosen.includes(locale)}
            />
          ))}
        </div>
        <SubmitRow
          label={`Publish the ${noun} in ${chosen.length > 1 ? "both languages" : LANGUAGE_NAMES[chosen[0]!]}`}
          pending={publish.pending}
          pendingLabel="Checking the whole site with it…"
        />
      </form>
      {dialog}
    </>
  );
}
