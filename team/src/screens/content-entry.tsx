/**
 * /team/content/articles/<slug>, /case-studies/<slug> and /roles/<slug>: an entry's text in each language, as a file of the site's
 * content holds it (frontmatter, then the Markdown body; docs/content.md), and publishing it (issue 37, decision 052).
 * Publishing makes the whole site with the text first, exactly as the build does: a text the build would refuse is
 * refused with the build's own messages, shown here, and nothing changes on the site. A text published is live on
 * every instance within a minute. A publish from a page opened before a colleague's is refused (409), the text typed
 * here kept.
 */
import { useEffect, useRef, useState, type RefObject } from "react";
import { useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from "react-router";
import type {
  ContentEntryDetail,
  ContentField,
  ContentLanguage,
  ContentVersionDetail,
  ContentVersionSummary,
} from "../../../app/shared/team-api";
import { announce } from "../announce";
import { act, ApiError, call, load } from "../api";
import { useConfirm, type Confirm } from "../components/confirm";
import { ArticleState } from "../components/content-removal";
import { ConflictPanel } from "../components/content-conflict";
import { PreviewControls } from "../components/content-preview";
import { useDraft } from "../components/content-draft";
import { DocumentFields } from "../components/document-fields";
import { fieldProblems } from "../components/frontmatter";
import { LivePreview } from "../components/live-preview";
import { MarkdownToolbar } from "../components/markdown-toolbar";
import { ScheduleControls } from "../components/content-schedule";
import { EDITABLE, HINTS, isEditable, LANGUAGE_NAMES, SITE_PATHS, type Editable } from "../components/content-words";
import { TextDiff } from "../components/text-diff";
import {
  ActionButton,
  DateTime,
  ErrorAlert,
  Field,
  Problems,
  ScreenHeader,
  StatusMessage,
  StatusBadge,
  SubmitRow,
  useBackTo,
  useSubmit,
} from "../components/ui";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { collection, slug } = params;
  if (!isEditable(collection) || !slug) throw new Response("Not Found", { status: 404 });
  const [entry, { fields }] = await Promise.all([
    load<ContentEntryDetail>(request, `/content/${collection}/${encodeURIComponent(slug)}`),
    load<{ fields: ContentField[] }>(request, `/content-fields/${collection}`),
  ]);
  return { ...entry, fields };
}

type Entry = ContentEntryDetail & { readonly fields: readonly ContentField[] };

/** The site's languages, in the order the screen shows them. */
const LOCALES = ["en", "de"] as const;

/** The entry's title, as its frontmatter states it (without the site's suffix). */
const titleOf = (text: string) =>
  /^title:\s*"?(.*?)"?\s*$/m
    .exec(text)?.[1]
    ?.replace(/ \| Alphai$/, "")
    .replace(/\\"/g, '"') ?? "";

interface Outcome {
  readonly error?: string;
  readonly problems?: readonly string[];
  readonly done?: string;
}

/** Where the text on the site comes from, and a link to its page. */
function Provenance({ language, page }: { language: ContentLanguage; page: string }) {
  return (
    <p className="muted">
      {language.source === "workspace" ? (
        <>
          Published from the workspace <DateTime value={language.publishedAt} />
          {language.publishedBy ? ` by ${language.publishedBy}` : ""}.
        </>
      ) : (
        <>On the site as the repository&apos;s file has it.</>
      )}{" "}
      <a href={page}>
        View the page<span className="visually-hidden"> in {LANGUAGE_NAMES[language.locale]}</span>
      </a>
    </p>
  );
}

/**
 * The text the field should show changed under it (a version restored, a colleague's publish or draft read again, a
 * draft discarded): the field follows it, unless the member has typed in it since.
 */
function useFollow(field: RefObject<HTMLTextAreaElement | null>, current: string) {
  const shown = useRef(current);
  useEffect(() => {
    const target = field.current;
    if (target && target.value === shown.current) follow(target, current);
    shown.current = current;
  }, [field, current]);
}

/** A text field given the text it follows; the form of its fields reads it again. */
function follow(target: HTMLTextAreaElement, text: string) {
  target.value = text;
  target.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Publishing a language's text from its form: what came of it, and the form's handler. */
function usePublish(
  entry: ContentEntryDetail,
  language: Pick<ContentLanguage, "locale" | "version">,
  name: string,
  /** Called once the page shows what was published. */
  onDone?: (message: string) => void,
) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome>({});
  const { pending, onSubmit } = useSubmit(async (form) => {
    setOutcome({});
    const text = String(new FormData(form).get("text"));
    try {
      await act(`/content/${entry.collection}/${entry.slug}/${language.locale}`, {
        method: "PUT",
        body: { text, version: language.version },
      });
      const done = `Published the ${name} text. It is on the site now.`;
      setOutcome({ done });
      await revalidator.revalidate();
      onDone?.(done);
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        setOutcome({ error: "The text could not be published." });
        return;
      }
      if (caught.status === 409) {
        // A colleague published first: their version is read again (named in the message); the text here stays.
        setOutcome({
          error: `${caught.message} Publish again to replace theirs with yours, or reload the page to see theirs.`,
        });
        await revalidator.revalidate();
        return;
      }
      setOutcome({ error: caught.message, problems: caught.problems });
    }
  });
  return { outcome, pending, onSubmit };
}

/**
 * A language's form: the form of its fields, its text with the toolbar and the live preview, the page's
 * preview, _Publish_ and _Save as draft_, and what came of them. The same for a language on the site and one the entry
 * is not in yet.
 */
function LanguageForm({
  entry,
  locale,
  field,
  text,
  publish: { outcome, pending, onSubmit },
  draft,
}: {
  entry: Entry;
  locale: ContentLanguage["locale"];
  field: RefObject<HTMLTextAreaElement | null>;
  /** What the field opens with. */
  text: string | undefined;
  publish: ReturnType<typeof usePublish>;
  draft: ReturnType<typeof useDraft>;
}) {
  const name = LANGUAGE_NAMES[locale];
  return (
    <form onSubmit={onSubmit} className="stack" noValidate>
      <ErrorAlert message={outcome.error}>
        <Problems problems={outcome.problems} />
      </ErrorAlert>
      <DocumentFields
        fields={entry.fields}
        target={field}
        locale={locale}
        errors={fieldProblems(outcome.problems, entry.collection, locale)}
        omit={entry.collection === "roles" ? ["validThrough"] : []}
      />
      <Field label={`${name} text`} hint={HINTS[entry.collection as Editable]}>
        {(props) => (
          <>
            <MarkdownToolbar
              target={props.id}
              label={`Formatting, ${name}`}
              locale={locale}
              collection={entry.collection as Editable}
            />
            <textarea
              {...props}
              ref={field}
              name="text"
              className="document-text"
              rows={24}
              defaultValue={text}
              spellCheck
              lang={locale}
              data-language={locale}
            />
          </>
        )}
      </Field>
      <LivePreview target={field} name={name} collection={entry.collection as Editable} />
      <PreviewControls
        url={`/content/${entry.collection}/preview`}
        slug={() => entry.slug}
        locale={locale}
        name={name}
        beside={
          <>
            <button type="submit" className="button button-primary" aria-disabled={pending || undefined}>
              {pending ? "Checking the whole site with it…" : `Publish the ${name} text`}
            </button>
            {draft.button}
          </>
        }
      />
      <StatusMessage message={outcome.done} />
      {draft.status}
    </form>
  );
}

function LanguageEditor({ entry, language }: { entry: Entry; language: ContentLanguage }) {
  const field = useRef<HTMLTextAreaElement>(null);
  // The field opens with the language's draft, if it has one, else the text on the site.
  const current = language.draft?.text ?? language.text;
  useFollow(field, current);
  const draft = useDraft(entry, language, field);
  const name = LANGUAGE_NAMES[language.locale];
  const page = `${language.locale === "de" ? "/de" : ""}${SITE_PATHS[entry.collection as Editable]}/${entry.slug}`;
  const publish = usePublish(entry, language, name);
  return (
    <section className="panel stack" aria-labelledby={`language-${language.locale}`}>
      <h2 id={`language-${language.locale}`} tabIndex={-1}>
        {name}
      </h2>
      <Provenance language={language} page={page} />
      <ConflictPanel entry={entry} language={language} name={name} />
      {draft.note}
      <LanguageForm
        entry={entry}
        locale={language.locale}
        field={field}
        text={current}
        publish={publish}
        draft={draft}
      />
      <ScheduleControls entry={entry} language={language} name={name} text={field} />
    </section>
  );
}

/** A text field given a text, read again by the form of its fields, the caret at its start. */
function fill(target: HTMLTextAreaElement, text: string) {
  target.value = text;
  target.dispatchEvent(new Event("input", { bubbles: true }));
  target.focus();
  target.setSelectionRange(0, 0);
}

/** The text field filled with the other language's text, to translate (asked first if the member has typed). */
function useStartFrom(field: RefObject<HTMLTextAreaElement | null>, other: ContentLanguage | undefined, name: string) {
  const [dialog, confirm] = useConfirm();
  const start = useSubmit(async () => {
    const target = field.current;
    if (!target || !other) return;
    if (
      target.value.trim() !== "" &&
      !(await confirm({
        title: "Replace what you wrote?",
        body: `The ${name} text field will hold the ${LANGUAGE_NAMES[other.locale]} text instead.`,
        confirmLabel: "Replace it",
      }))
    )
      return;
    fill(target, other.draft?.text ?? other.text);
  });
  return { start, dialog };
}

/** What a language the entry is not in yet means for its visitors. */
function MissingNote({ name, other }: { name: string; other: ContentLanguage | undefined }) {
  return (
    <p className="draft-note">
      Not on the site in {name} yet: its pages, lists, feed and search in {name} leave it out
      {other ? `, and the ${LANGUAGE_NAMES[other.locale]} page names no ${name} version` : ""}. Write the {name} text,
      save it as a draft as you go, and publish it to add it.
    </p>
  );
}

/**
 * A language the entry is not in yet (it was published in the other alone: issue 37 §2): its text written here, from
 * the other language's if the member wants a start, and published as the language's first version.
 */
function NewLanguage({ entry, locale }: { entry: Entry; locale: ContentLanguage["locale"] }) {
  const field = useRef<HTMLTextAreaElement>(null);
  const name = LANGUAGE_NAMES[locale];
  const other = entry.languages.find((language) => language.locale !== locale);
  // Its translation may be saved as a draft before it is published once.
  const underWay = entry.newLanguages?.find((item) => item.locale === locale);
  const saved = underWay?.draft;
  useFollow(field, saved?.text ?? "");
  const draft = useDraft(entry, { locale, draft: saved }, field);
  // Once published, the language's editor takes this form's place: the focus moves to its heading. The page may show
  // the published entry (this form gone, the editor's heading in place) before or after the publish is done here (a
  // revalidation is a transition, which a busy page commits later): the focus moves once this form has left the page.
  const mounted = useRef(true);
  const focusOnLeaving = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (focusOnLeaving.current) document.getElementById(`language-${locale}`)?.focus();
    };
  }, [locale]);
  const publish = usePublish(entry, { locale, version: null }, name, (done) => {
    announce(done);
    if (mounted.current) focusOnLeaving.current = true;
    else document.getElementById(`language-${locale}`)?.focus();
  });
  const { start, dialog } = useStartFrom(field, other, name);
  return (
    <section className="panel stack" aria-labelledby={`language-${locale}`}>
      <h2 id={`language-${locale}`} tabIndex={-1}>
        {name}
      </h2>
      <MissingNote name={name} other={other} />
      {draft.note}
      {other ? (
        <form onSubmit={start.onSubmit} className="button-row">
          <button type="submit" className="button button-secondary">
            Start from the {LANGUAGE_NAMES[other.locale]} text
          </button>
        </form>
      ) : null}
      <LanguageForm entry={entry} locale={locale} field={field} text={saved?.text} publish={publish} draft={draft} />
      <ScheduleControls
        entry={entry}
        language={{ locale, version: null, scheduled: underWay?.scheduled }}
        name={name}
        text={field}
      />
      {dialog}
    </section>
  );
}

/** A day of the calendar (YYYY-MM-DD) as the workspace writes dates: "31 Dec 2026". */
const dayOf = (day: string | undefined) =>
  day
    ? new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${day}T00:00:00Z`),
      )
    : "";

/** The day before today (UTC): a role with it as its last day is closed. */
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * A job opening's state on the site and its last day, in both languages at once: yesterday closes it (its page then
 * answers 410 and it leaves the careers list and the application form's choices), a later day opens or extends it.
 */
function RoleState({ entry }: { entry: ContentEntryDetail }) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome & { field?: string }>({});
  const setLastDay = async (validThrough: string, done: string) => {
    setOutcome({});
    try {
      await act(`/content/roles/${entry.slug}/last-day`, { method: "PUT", body: { validThrough } });
      setOutcome({ done });
      await revalidator.revalidate();
    } catch (caught) {
      if (caught instanceof ApiError)
        setOutcome({ error: caught.message, problems: caught.problems, field: caught.fields?.validThrough });
      else setOutcome({ error: "The last day could not be changed." });
    }
  };
  const close = useSubmit(() =>
    setLastDay(yesterday(), "Closed. Its page says so now, and it takes no more applications."),
  );
  const change = useSubmit(async (form) => {
    const day = String(new FormData(form).get("validThrough"));
    await setLastDay(day, `Saved. It takes applications until the end of ${dayOf(day)}.`);
  });
  return (
    <section className="panel stack" aria-labelledby="role-state">
      <h2 id="role-state">Applications</h2>
      <p>
        {entry.open ? "Open: it takes applications until the end of " : "Closed: its last day was "}
        <time dateTime={entry.validThrough}>{dayOf(entry.validThrough)}</time> (UTC).
        {entry.open ? "" : " Its page tells visitors so, and it takes no applications."}
      </p>
      <ErrorAlert message={outcome.error}>
        <Problems problems={outcome.problems} />
      </ErrorAlert>
      <form onSubmit={change.onSubmit} className="stack role-day" noValidate>
        <Field
          label="Last day to apply"
          hint="Both languages change together. A later day opens the role again or keeps it open longer."
          error={outcome.field}
        >
          {(props) => (
            <input
              {...props}
              type="date"
              name="validThrough"
              defaultValue={entry.validThrough}
              min={yesterday()}
              required
            />
          )}
        </Field>
        <SubmitRow label="Save the last day" pending={change.pending} pendingLabel="Publishing it…" />
      </form>
      {entry.open ? (
        <form onSubmit={close.onSubmit} className="button-row">
          <button type="submit" className="button button-secondary" aria-disabled={close.pending || undefined}>
            {close.pending ? "Closing it on the site…" : "Close this job opening now"}
          </button>
        </form>
      ) : null}
      <StatusMessage message={outcome.done} />
    </section>
  );
}

/**
 * A published version in the list: compared with the text on the site in its language (what restoring it would
 * change), and restored, which publishes its text again as a new version, through the same checks as any publish.
 */
function useVersion(
  entry: ContentEntryDetail,
  version: ContentVersionSummary,
  confirm: Confirm,
  onRestored: (message: string) => void,
) {
  const revalidator = useRevalidator();
  const [detail, setDetail] = useState<ContentVersionDetail>();
  const [comparing, setComparing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({});
  const name = LANGUAGE_NAMES[version.locale];
  const live = entry.languages.find((language) => language.locale === version.locale);
  const path = `/content/${entry.collection}/${entry.slug}/versions/${version.id}`;
  const when = new Date(version.createdAt).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short" });

  const compare = useSubmit(async () => {
    setOutcome({});
    if (!comparing && !detail) {
      try {
        setDetail(await call<ContentVersionDetail>(path));
      } catch (caught) {
        setOutcome({ error: caught instanceof Error ? caught.message : "The version could not be loaded." });
        return;
      }
    }
    setComparing(!comparing);
  });
  const restore = useSubmit(async () => {
    setOutcome({});
    const confirmed = await confirm({
      title: `Restore the ${name} text of ${when}?`,
      body: "Its text is checked with the whole site and published as a new version. The text on the site now stays in the list of versions.",
      confirmLabel: "Restore and publish",
    });
    if (!confirmed) return;
    try {
      await act(`${path}/restore`, { method: "POST", body: { version: live?.version } });
      setComparing(false);
      await revalidator.revalidate();
      onRestored(`Restored. The ${name} text of ${when} is on the site now, as the newest version.`);
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        setOutcome({ error: "The version could not be restored." });
        return;
      }
      setOutcome({ error: caught.message, problems: caught.problems });
      if (caught.status === 409) await revalidator.revalidate();
    }
  });
  return { detail, comparing, outcome, compare, restore, name, live, when };
}

/** Which version a button acts on, for screen readers (the list's buttons would otherwise all read the same). */
const WhichVersion = ({ name, when }: { name: string; when: string }) => (
  <span className="visually-hidden">
    {" "}
    ({name}, {when})
  </span>
);

function VersionItem({
  entry,
  version,
  confirm,
  onRestored,
}: {
  entry: ContentEntryDetail;
  version: ContentVersionSummary;
  /** The screen's one confirmation dialog. */
  confirm: Confirm;
  onRestored: (message: string) => void;
}) {
  const { detail, comparing, outcome, compare, restore, name, live, when } = useVersion(
    entry,
    version,
    confirm,
    onRestored,
  );
  return (
    <li>
      <p className="version-line">
        <span>
          {name}, <DateTime value={version.createdAt} />
          {version.author ? `, by ${version.author}` : ""}
        </span>
        {version.live ? <StatusBadge status="published" label="On the site" /> : null}
      </p>
      {version.live ? null : (
        <div className="button-row version-actions">
          <ActionButton
            {...compare}
            small
            label={comparing ? "Hide the comparison" : "Compare with the site"}
            aria-expanded={comparing}
            aria-controls={comparing ? `version-${version.id}-diff` : undefined}
          >
            <WhichVersion name={name} when={when} />
          </ActionButton>
          <ActionButton {...restore} small label="Restore this version" pendingLabel="Checking the whole site with it…">
            <WhichVersion name={name} when={when} />
          </ActionButton>
        </div>
      )}
      <ErrorAlert message={outcome.error}>
        <Problems problems={outcome.problems} />
      </ErrorAlert>
      {comparing && detail && live ? (
        <div id={`version-${version.id}-diff`} className="version-diff">
          <p className="muted">
            Restoring it would take the lines marked − out of the {name} text on the site and put those marked + in.
          </p>
          <TextDiff
            before={live.text}
            after={detail.text}
            label={`What restoring the ${name} text of ${when} would change: lines removed from the site's text and lines added`}
          />
        </div>
      ) : null}
    </li>
  );
}

export function Component() {
  const entry = useLoaderData<typeof loader>();
  const collection = entry.collection as Editable;
  const list = `/content/${collection}`;
  const back = useBackTo(list);
  const english = entry.languages.find((language) => language.locale === "en");
  const title = titleOf(english?.text ?? entry.languages[0]?.text ?? "") || entry.slug;
  const [restored, setRestored] = useState<string>();
  const [dialog, confirm] = useConfirm();
  // Arrived from the new-entry screen, once the entry is on the site: said once, shown under the heading.
  const added = (useLocation().state as { added?: string } | null)?.added;
  useEffect(() => {
    if (added) announce(added);
  }, [added]);
  return (
    <>
      <ScreenHeader title={title} back={{ to: back, label: EDITABLE[collection] }} />
      {added ? <p className="status-message">{added}</p> : null}
      <p className="lead-text">
        Each language is published on its own. The whole site is checked with the text before it goes live, as a
        developer&apos;s change is; a problem is shown here with its line, and nothing changes until it is fixed.
      </p>
      {entry.collection === "roles" ? <RoleState entry={entry} /> : null}
      {entry.collection === "articles" ? <ArticleState entry={entry} confirm={confirm} /> : null}
      <div className="language-columns">
        {LOCALES.map((locale) => {
          const language = entry.languages.find((each) => each.locale === locale);
          return language ? (
            <LanguageEditor key={locale} entry={entry} language={language} />
          ) : (
            <NewLanguage key={locale} entry={entry} locale={locale} />
          );
        })}
      </div>
      <section className="panel" aria-labelledby="versions">
        <h2 id="versions">Versions published</h2>
        <StatusMessage message={restored} />
        {entry.versions.length ? (
          <ol className="versions">
            {entry.versions.map((version) => (
              <VersionItem
                key={version.id}
                entry={entry}
                version={version}
                confirm={confirm}
                onRestored={setRestored}
              />
            ))}
          </ol>
        ) : (
          <p className="muted">None yet: the site shows the repository&apos;s files.</p>
        )}
      </section>
      {dialog}
    </>
  );
}
