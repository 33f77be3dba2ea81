/**
 * A language's draft in the entry's editor (issue 37 §1, server/team/content-drafts.ts): _Save as draft_ keeps the
 * text as it is in the field, unchecked and not on the site, for the whole team; the field then opens with it, under a
 * note saying whose draft it is, with _Discard the draft_. Publishing the draft's text deletes it.
 */
import { useState, type RefObject } from "react";
import { useRevalidator } from "react-router";
import type { ContentEntryDetail, ContentLanguage } from "../../../app/shared/team-api";
import { act, ApiError } from "../api";
import { DateTime, ErrorAlert, StatusMessage } from "./ui";

interface Outcome {
  readonly done?: string;
  readonly error?: string;
}

/** The draft's note, its Save button (beside Publish) and what came of the last action, for one language. */
export function useDraft(
  entry: ContentEntryDetail,
  language: Pick<ContentLanguage, "locale" | "draft">,
  text: RefObject<HTMLTextAreaElement | null>,
) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome>({});
  const [pending, setPending] = useState(false);
  const url = `/content/${entry.collection}/${entry.slug}/${language.locale}/draft`;
  const run = async (action: () => Promise<string>) => {
    if (pending) return;
    setPending(true);
    setOutcome({});
    try {
      setOutcome({ done: await action() });
    } catch (caught) {
      setOutcome({ error: caught instanceof ApiError ? caught.message : "The draft could not be saved." });
    } finally {
      // A colleague's draft (a 409) is read again: saving once more replaces it with this one.
      await revalidator.revalidate();
      setPending(false);
    }
  };
  const save = () =>
    run(async () => {
      await act(url, {
        method: "PUT",
        body: { text: text.current?.value ?? "", draftVersion: language.draft?.version ?? null },
      });
      return "Draft saved. It is not on the site: publish it when it is ready.";
    });
  const discard = () =>
    run(async () => {
      await act(url, { method: "DELETE" });
      // A language the entry is not in yet has no text on the site to show instead.
      return "text" in language ? "Draft discarded. The field shows the text on the site." : "Draft discarded.";
    });
  const button = (
    <button type="button" className="button button-secondary" aria-disabled={pending || undefined} onClick={save}>
      {pending ? "Saving…" : "Save as draft"}
    </button>
  );
  const note = language.draft ? (
    <p className="draft-note">
      A draft, saved by {language.draft.savedBy ?? "a former member"} on <DateTime value={language.draft.savedAt} />, is
      in the field: it is not on the site.{" "}
      <button type="button" className="link-button" onClick={discard}>
        Discard the draft
      </button>
    </p>
  ) : null;
  const status = (
    <>
      <StatusMessage message={outcome.done} />
      <ErrorAlert message={outcome.error} />
    </>
  );
  return { button, note, status };
}
