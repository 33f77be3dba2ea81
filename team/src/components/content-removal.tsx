/**
 * An article on the site or taken off it (issue 37 §3), in every language it is in at once: taken off, its pages say so and
 * answer 410 Gone, and it leaves the lists, topic pages, feeds, sitemap and search; put back, it is on them again.
 * Taking it off asks first.
 */
import { useState } from "react";
import { useRevalidator } from "react-router";
import type { ContentEntryDetail } from "../../../app/shared/team-api";
import { act, ApiError } from "../api";
import type { Confirm } from "./confirm";
import { LANGUAGE_NAMES } from "./content-words";
import { ErrorAlert, Problems, StatusMessage, useSubmit } from "./ui";

const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

interface Outcome {
  readonly error?: string;
  readonly problems?: readonly string[];
  readonly done?: string;
}

export function ArticleState({ entry, confirm }: { entry: ContentEntryDetail; confirm: Confirm }) {
  const revalidator = useRevalidator();
  const [outcome, setOutcome] = useState<Outcome>({});
  const removed = entry.removed !== undefined;
  // The languages it is in (an article may be in one alone: issue 37 §2).
  const where =
    entry.languages.length > 1
      ? "in both languages"
      : `in ${entry.languages.map((language) => LANGUAGE_NAMES[language.locale]).join("")} only`;
  const change = useSubmit(async () => {
    setOutcome({});
    if (
      !removed &&
      !(await confirm({
        title: "Take this article off the site?",
        body: `${entry.languages.length > 1 ? "In both languages, its pages" : "Its page"} will say it is no longer published and answer 410 Gone, and it leaves the lists, topic pages, feeds, sitemap and search. You can put it back.`,
        confirmLabel: "Take it off the site",
        danger: true,
      }))
    )
      return;
    try {
      await act(`/content/articles/${entry.slug}/removed`, { method: "PUT", body: { removed: !removed } });
      setOutcome({
        done: removed ? `Back on the site, ${where}.` : "Taken off the site. Its pages say so now.",
      });
      await revalidator.revalidate();
    } catch (caught) {
      if (caught instanceof ApiError) setOutcome({ error: caught.message, problems: caught.problems });
      else setOutcome({ error: "The article could not be changed." });
      await revalidator.revalidate();
    }
  });
  return (
    <section className="panel stack" aria-labelledby="article-state">
      <h2 id="article-state">On the site</h2>
      <p>
        {removed ? (
          <>
            Off the site since{" "}
            <time dateTime={entry.removed}>{dayFormat.format(new Date(`${entry.removed}T00:00:00Z`))}</time>: its pages
            say it is no longer published and answer 410 Gone.
          </>
        ) : (
          `On the site ${where}, in the lists, topic pages, feeds, sitemap and search.`
        )}
      </p>
      <ErrorAlert message={outcome.error}>
        <Problems problems={outcome.problems} />
      </ErrorAlert>
      <form onSubmit={change.onSubmit} className="button-row">
        <button
          type="submit"
          className={removed ? "button button-secondary" : "button button-danger"}
          aria-disabled={change.pending || undefined}
        >
          {change.pending
            ? "Checking the whole site with it…"
            : removed
              ? "Put it back on the site"
              : "Take it off the site"}
        </button>
      </form>
      <StatusMessage message={outcome.done} />
    </section>
  );
}
