/**
 * /team/templates: the reply templates, per language (issue 36 §2). Owners write them; the sales team picks one on a
 * lead's page, where its placeholders are filled for that lead. The server checks the placeholders before saving, and
 * refuses an edit based on an older version (409) with the template as it is now.
 */
import { useState } from "react";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs } from "react-router";
import { act, ApiError, load } from "../api";
import { announce } from "../announce";
import { useConfirm } from "../components/confirm";
import { DateTime, ErrorAlert, Field, ScreenHeader, StatusMessage, SubmitRow, useSubmit } from "../components/ui";
import { LANGUAGE_LABELS, type Language, type ReplyTemplateRow } from "../types";

export const loader = ({ request }: LoaderFunctionArgs) =>
  load<{ templates: ReplyTemplateRow[]; placeholders: Record<string, string> }>(request, "/templates");

type Errors = { form?: string; name?: string; subject?: string; body?: string; locale?: string };

const errorsOf = (caught: unknown): Errors =>
  caught instanceof ApiError
    ? { form: caught.message, ...caught.fields }
    : { form: "The template could not be saved." };

/** The template's fields; named for the template so that several forms on the page stay distinct to a screen reader. */
function TemplateFields({ template, errors }: { template?: ReplyTemplateRow; errors: Errors }) {
  return (
    <>
      <Field label="Name" error={errors.name}>
        {(props) => <input {...props} name="name" defaultValue={template?.name} maxLength={80} autoComplete="off" />}
      </Field>
      <Field label="Subject" error={errors.subject}>
        {(props) => (
          <input {...props} name="subject" defaultValue={template?.subject} maxLength={200} autoComplete="off" />
        )}
      </Field>
      <Field label="Text" error={errors.body}>
        {(props) => <textarea {...props} name="body" rows={8} defaultValue={template?.body} maxLength={10_000} />}
      </Field>
    </>
  );
}

const fieldsOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return { name: String(data.get("name")), subject: String(data.get("subject")), body: String(data.get("body")) };
};

function TemplateEditor({ template }: { template: ReplyTemplateRow }) {
  const revalidator = useRevalidator();
  const [dialog, confirm] = useConfirm();
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState<string>();
  const { pending, onSubmit } = useSubmit(async (form) => {
    setErrors({});
    setSaved(undefined);
    try {
      await act(`/templates/${template.id}`, {
        method: "PATCH",
        body: { ...fieldsOf(form), version: template.version },
      });
      setSaved(`Saved “${fieldsOf(form).name}”.`);
      await revalidator.revalidate();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 409) {
        // A colleague saved it first: their version is read again (and named above); the member's text stays here.
        setErrors({
          form: `${caught.message} Save again to replace theirs with yours, or reload the page to see theirs.`,
        });
        await revalidator.revalidate();
        return;
      }
      setErrors(errorsOf(caught));
    }
  });
  const remove = async () => {
    const sure = await confirm({
      title: `Delete “${template.name}”?`,
      body: <p>The template goes for everyone. Replies already sent with it stay on their leads.</p>,
      confirmLabel: "Delete the template",
      danger: true,
    });
    if (!sure) return;
    try {
      await act(`/templates/${template.id}`, { method: "DELETE" });
      announce(`Deleted “${template.name}”.`);
      await revalidator.revalidate();
    } catch (caught) {
      setErrors(errorsOf(caught));
    }
  };
  return (
    <section className="panel" aria-label={`${template.name} (${LANGUAGE_LABELS[template.locale]})`}>
      <h3>{template.name}</h3>
      <p className="muted">
        Last changed <DateTime value={template.updatedAt} />
        {template.updatedByName ? ` by ${template.updatedByName}` : ""}.
      </p>
      <form onSubmit={onSubmit} className="stack" noValidate>
        <ErrorAlert message={errors.form} />
        <TemplateFields template={template} errors={errors} />
        <div className="button-row">
          <SubmitRow label="Save template" pending={pending} />
          <button type="button" className="button button-secondary" onClick={() => void remove()}>
            Delete
          </button>
        </div>
        <StatusMessage message={saved} />
      </form>
      {dialog}
    </section>
  );
}

function NewTemplate({ locale }: { locale: Language }) {
  const revalidator = useRevalidator();
  const [errors, setErrors] = useState<Errors>({});
  const { pending, onSubmit } = useSubmit(async (form) => {
    setErrors({});
    try {
      await act("/templates", { method: "POST", body: { ...fieldsOf(form), locale } });
      announce(`Added the template “${fieldsOf(form).name}”.`);
      form.reset();
      await revalidator.revalidate();
    } catch (caught) {
      setErrors(errorsOf(caught));
    }
  });
  return (
    <details className="panel panel-quiet">
      <summary>Add {locale === "en" ? "an English" : "a German"} template</summary>
      <form onSubmit={onSubmit} className="stack" noValidate>
        <ErrorAlert message={errors.form} />
        <TemplateFields errors={errors} />
        <SubmitRow label="Add template" pending={pending} />
      </form>
    </details>
  );
}

export function Component() {
  const { templates, placeholders } = useLoaderData<typeof loader>();
  return (
    <>
      <ScreenHeader title="Reply templates" />
      <p className="lead-text">
        The sales team starts a reply to a lead from these, in the lead&apos;s language, and edits it before sending.
        Placeholders are filled in for each lead:
      </p>
      <dl className="placeholders">
        {Object.entries(placeholders).map(([name, meaning]) => (
          <div key={name}>
            <dt>
              <code>{`{${name}}`}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      {(["en", "de"] as const).map((locale) => (
        <section key={locale} aria-labelledby={`templates-${locale}`} className="stack">
          <h2 id={`templates-${locale}`}>{LANGUAGE_LABELS[locale]}</h2>
          {templates
            .filter((template) => template.locale === locale)
            .map((template) => (
              <TemplateEditor key={template.id} template={template} />
            ))}
          <NewTemplate locale={locale} />
        </section>
      ))}
    </>
  );
}
