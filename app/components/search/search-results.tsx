import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from "react";
import { useSearchParams } from "react-router";
import { loadPagefind, search } from "~/lib/site-search";
import { PAGE_SIZE, resultsText, type CountWords, type SearchHit, type SearchPage } from "~/shared/site-search";
import { PageLink } from "../ui/page-link";
import { Snippet } from "./snippet";

/**
 * Quiet time after a keystroke before the search runs. Short: the results are due within 100 ms of the last
 * keystroke, and a search of an index chunk the worker already holds takes a few milliseconds.
 */
const DEBOUNCE_MS = 50;

/** The search's words (the search page's content entry). */
interface ResultsWords {
  readonly results: CountWords;
  readonly resultsLabel: string;
  readonly more: string;
  readonly unavailable: string;
}

interface Shown {
  readonly term: string;
  readonly total: number;
  readonly hits: readonly SearchHit[];
}
const NOTHING: Shown = { term: "", total: 0, hits: [] };

interface SearchResultsProps {
  readonly query: string;
  readonly words: ResultsWords;
  /** The search field: Up from the first result and Escape go back to it. */
  readonly field: RefObject<HTMLInputElement | null>;
  /** The ?q= this component last wrote, so the page tells it from one the visitor brought (Back, a shared link). */
  readonly writtenRef: RefObject<string | undefined>;
  /** The live region's text, which the page renders from its first paint so that every change is announced. */
  readonly onStatus: (text: string) => void;
  /** Results shown by the first search (the address's `shown`, as the page answered without JavaScript showed them). */
  readonly firstCount: number;
}

/**
 * The search's results (app/routes/search.tsx loads this module on the field's first focus or keystroke, or for an
 * address with ?q=): Pagefind's results for the field's text (app/lib/site-search.ts) as a list of links with their
 * section and snippet, the count for the live region, "more", ?q= kept in step, and the keyboard: a roving tabindex
 * over the links (Up and Down between them, Home and End, Up from the first or Escape back to the field; the field's
 * Down comes to the first).
 */
// eslint-disable-next-line max-lines-per-function -- one component: the search's state, its keyboard handling and its markup share the refs
export default function SearchResults({ query, words, field, writtenRef, onStatus, firstCount }: SearchResultsProps) {
  const [, setParams] = useSearchParams();
  const listRef = useRef<HTMLOListElement>(null);
  const [found, setFound] = useState<Shown>(NOTHING);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const more = useRef<SearchPage["more"] | undefined>(undefined);
  const focusAfterRender = useRef<number | undefined>(undefined);
  const count = useRef(firstCount);
  const term = query.trim();

  // Mounted on the field's first focus: Pagefind loads while the visitor types.
  useEffect(() => {
    loadPagefind().catch(() => undefined);
  }, []);

  useEffect(() => {
    if (!term) return;
    let current = true;
    search(term, count.current, DEBOUNCE_MS).then(
      (page) => {
        if (!current || !page) return;
        more.current = page.more;
        count.current = PAGE_SIZE;
        setFound({ term, total: page.total, hits: page.hits });
        setActive(0);
        setFailed(false);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [term]);

  // An emptied field shows nothing, whatever a search still on its way finds.
  const shown = term ? found : NOTHING;

  // The address keeps the search shown (?q=, the history entry replaced, not a new one), and loses it with the text.
  useEffect(() => {
    const address = new URLSearchParams(window.location.search).get("q") ?? "";
    const wanted = term ? found.term : "";
    if ((term && !found.term) || wanted === address) return;
    writtenRef.current = wanted;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        // Another search starts from the first results.
        next.delete("shown");
        if (wanted) next.set("q", wanted);
        else next.delete("q");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [term, found.term, setParams, writtenRef]);

  const status = failed ? words.unavailable : shown.term ? resultsText(words.results, shown.total, shown.term) : "";
  // Before the paint: the page's answer from the server (app/routes/search.tsx) gives way to these results at once.
  useLayoutEffect(() => onStatus(status), [status, onStatus]);

  const focusResult = useCallback((index: number) => {
    const links = listRef.current?.querySelectorAll<HTMLAnchorElement>(".search-result-link");
    const target = links?.[Math.max(0, Math.min(index, links.length - 1))];
    if (!target) return;
    setActive(Number(target.dataset.index));
    target.focus();
  }, []);

  // "More" moves the focus to the first of the results it added.
  useEffect(() => {
    if (focusAfterRender.current === undefined) return;
    focusResult(focusAfterRender.current);
    focusAfterRender.current = undefined;
  }, [shown, focusResult]);

  const onKey = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusResult(index + 1),
      ArrowUp: () => (index === 0 ? field.current?.focus() : focusResult(index - 1)),
      Home: () => focusResult(0),
      End: () => focusResult(shown.hits.length - 1),
      Escape: () => field.current?.focus(),
    };
    const move = moves[event.key];
    if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    move();
  };

  const showMore = async () => {
    const next = await more.current?.(PAGE_SIZE);
    if (!next?.length) return;
    focusAfterRender.current = shown.hits.length;
    setFound((previous) => ({ ...previous, hits: [...previous.hits, ...next] }));
  };

  return (
    <>
      {shown.hits.length ? (
        <ol ref={listRef} className="search-results" aria-label={words.resultsLabel}>
          {shown.hits.map((hit, index) => (
            <li key={hit.url} className="search-result">
              <p className="search-result-section" id={`search-result-${index}-section`}>
                {hit.meta.section}
              </p>
              <PageLink
                href={hit.url}
                className="search-result-link"
                data-index={index}
                tabIndex={index === active ? 0 : -1}
                aria-describedby={`search-result-${index}-section search-result-${index}-snippet`}
                onFocus={() => setActive(index)}
                onKeyDown={(event) => onKey(event, index)}
              >
                {hit.meta.title ?? hit.url}
              </PageLink>
              <Snippet excerpt={hit.excerpt} id={`search-result-${index}-snippet`} />
            </li>
          ))}
        </ol>
      ) : null}
      {shown.hits.length < shown.total ? (
        <button type="button" className="button button-ghost-dark search-more" onClick={() => void showMore()}>
          {words.more}
        </button>
      ) : null}
    </>
  );
}
