/**
 * A reply to a lead, written on the lead's page (issue 36 §2): a template in the lead's language fills the subject and
 * the text (its placeholders already filled for this lead; one left says what is missing), the member edits and
 * sends. The mail goes out through the site's mail server with the member's address to answer to and their signature
 * below; the reply lands on the lead's timeline.
 */
import { useState } from "react";
import { act, ApiError } from "../api";
import { announce } from "../announce";
import { LANGUAGE_LABELS, type Change, type Language, type LeadStatus, type Reply, type ReplyTemplate } from "../types";
import { ErrorAlert, Field, SubmitRow, useSubmit } from "./ui";

export interface Sent {
  readonly reply: Reply;
  readonly lead: { status: LeadStatus; version: number };
  readonly changes: Change[];
}

function TemplateSelect({
  templates,
  language,
  value,
  onChange,
}: {
  templates: readonly ReplyTemplate[];
  language: string;
  value: string;
  onChange: (id: string) => void;
}) {
  return (
    <Field label="Template" hint={`The ${language} templates; choosing one replaces the subject and the text.`}>
      {(props) => (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">None: write your own</option>
          {templates.map((entry) => (
            <option key={entry.id} value={String(entry.id)}>
              {entry.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

function TextField({ value, onChange, error }: { value: string; onChange: (value: string) => void; error?: string }) {
  return (
    <Field label="Text" error={error}>
      {(props) => (
        <textarea
          {...props}
          name="body"
          rows={9}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={20_000}
        />
      )}
    </Field>
  );
}

export function ReplyComposer({
  leadId,
  email,
  locale,
  templates,
  firstReply,
  onSent,
}: {
  leadId: number;
  email: string;
  locale: Language;
  templates: readonly ReplyTemplate[];
  /** No reply was sent yet: the first template is filled in, ready to check and send. */
  firstReply: boolean;
  onSent: (sent: Sent) => void;
}) {
  const first = firstReply ? templates[0] : undefined;
  const [template, setTemplate] = useState(first ? String(first.id) : "");
  const [subject, setSubject] = useState(first?.subject ?? "");
  const [body, setBody] = useState(first?.body ?? "");
  const [errors, setErrors] = useState<{ form?: string; subject?: string; body?: string }>({});
  const choose = (id: string) => {
    setTemplate(id);
    const chosen = templates.find((entry) => String(entry.id) === id);
    setSubject(chosen?.subject ?? "");
    setBody(chosen?.body ?? "");
  };
  const { pending, onSubmit } = useSubmit(async () => {
    setErrors({});
    try {
      const sent = await act<Sent>(`/leads/${leadId}/replies`, { method: "POST", body: { subject, body } });
      onSent(sent);
      setTemplate("");
      setSubject("");
      setBody("");
      announce(`Reply sent to ${email}.`);
    } catch (caught) {
      setErrors(
        caught instanceof ApiError
          ? { form: caught.message, ...caught.fields }
          : { form: "The reply could not be sent. Try again." },
      );
    }
  });
  const language = LANGUAGE_LABELS[locale];
  return (
    <section className="panel" id="reply" aria-labelledby="reply-heading">
      <h2 id="reply-heading">Reply</h2>
      <p className="muted">
        To {email}, in {language} (they used the {language} site). Answers come to your own address; your signature is
        added below the text.
      </p>
      <form onSubmit={onSubmit} className="stack" noValidate>
        <ErrorAlert message={errors.subject || errors.body ? "Please correct the highlighted fields." : errors.form} />
        {templates.length ? (
          <TemplateSelect templates={templates} language={language} value={template} onChange={choose} />
        ) : null}
        <Field label="Subject" error={errors.subject}>
          {(props) => (
            <input
              {...props}
              name="subject"
              value={subject}
              onChange={(event) => setSubject(event.target.value)}
              maxLength={200}
              autoComplete="off"
            />
          )}
        </Field>
        <TextField value={body} onChange={setBody} error={errors.body} />
        <SubmitRow label="Send reply" pending={pending} pendingLabel="Sending…" />
      </form>
    </section>
  );
}
