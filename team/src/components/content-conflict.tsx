/**
 * A language changed on both sides (issue 37 §4, server/content-files.ts): the repository's file changed since the
 * team's text was published from the workspace. The team's text stays on the site until a member keeps one of the
 * two: the workspace's (nothing is published), or the repository's (published as the new version, through the checks).
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { ContentEntryDetail, ContentLanguage } from "../../../app/shared/team-api";
import { act, ApiError } from "../api";
import { TextDiff } from "./text-diff";
import { ActionButton, ErrorAlert, Problems, StatusMessage, useSubmit } from "./ui";

interface Outcome {
  readonly error?: string;
  readonly problems?: readonly string[];
  readonly done?: string;
}

export function ConflictPanel({
  entry,
  language,
  name,
}: {
  entry: ContentEntryDetail;
  language: ContentLanguage;
  /** The language's name. */
  name: string;
}) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome>({});
  const keep = (choice: "workspace" | "repository", done: string) => async () => {
    setOutcome({});
    try {
      await act(`/content/${entry.collection}/${entry.slug}/${language.locale}/conflict`, {
        method: "POST",
        body: { keep: choice, version: language.version },
      });
      setOutcome({ done });
      await revalidator.revalidate();
      // The panel is gone with the conflict: the focus goes to the language's heading, under which the result is said.
      document.getElementById(`language-${language.locale}`)?.focus();
    } catch (caught) {
      if (!(caught instanceof ApiError)) {
        setOutcome({ error: "The choice could not be saved." });
        return;
      }
      setOutcome({ error: caught.message, problems: caught.problems });
      if (caught.status === 409) await revalidator.revalidate();
    }
  };
  const workspace = useSubmit(keep("workspace", `Kept. The workspace's ${name} text stays on the site.`));
  const repository = useSubmit(
    keep("repository", `Published. The repository's ${name} text is on the site now, as the newest version.`),
  );
  const conflict = language.conflict;
  const which = <span className="visually-hidden"> ({name})</span>;
  return (
    <>
      {conflict ? (
        <div className="alert alert-warning stack conflict">
          <p>
            <strong>Changed in the repository too.</strong> A developer changed this {name} file since it was published
            here. The site shows the workspace&apos;s text until you keep one of them.
          </p>
          <TextDiff
            before={language.text}
            after={conflict.repositoryText}
            label={`The repository's ${name} text against the one on the site: lines only on the site and lines only in the repository`}
          />
          <ErrorAlert message={outcome.error}>
            <Problems problems={outcome.problems} />
          </ErrorAlert>
          <div className="button-row">
            <ActionButton {...workspace} label="Keep the workspace's text" pendingLabel="Keeping it…">
              {which}
            </ActionButton>
            <ActionButton
              {...repository}
              label="Publish the repository's text"
              pendingLabel="Checking the whole site with it…"
            >
              {which}
            </ActionButton>
          </div>
        </div>
      ) : null}
      <StatusMessage message={outcome.done} />
    </>
  );
}
