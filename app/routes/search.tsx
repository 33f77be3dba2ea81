import "~/styles/search.css";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useNavigationType, useSearchParams } from "react-router";
import { SiteIndex } from "~/components/search/site-index";
import { Snippet } from "~/components/search/snippet";
import { PageHero } from "~/components/sections/page-hero";
import { PageLink } from "~/components/ui/page-link";
import { pageMeta } from "~/lib/meta";
import { uiIn } from "../../content/i18n/ui";
import { heroArtwork } from "~/lib/art.server";
import { loadPage } from "~/lib/page-data.server";
import { siteIndex } from "~/lib/site-index.server";
import { loadPagefind, search, type SearchHit, type SearchPage } from "~/lib/site-search";
import type { Route } from "./+types/search";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "search");
  return {
    ...page,
    // Drawn here, at build: the index's links are in the HTML, not in the page's JavaScript.
    indexHtml: renderToStaticMarkup(<SiteIndex sections={siteIndex(page.locale, new Date())} />),
    heroArt: heroArtwork(page.pageId),
    breadcrumbLabel: uiIn(page.locale).common.breadcrumb,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** The page's data never changes: the address's ?q= is the search's, not the loader's. */
export const shouldRevalidate = () => false;

/** Results shown at first, and added by each "more": one fragment each, fetched in one round over HTTP/1.1 (six connections). */
const PAGE_SIZE = 6;
/**
 * Quiet time after a keystroke before the search runs. Short: the results are due within 100 ms of the last
 * keystroke, and a search of an index chunk the worker already holds takes a few milliseconds.
 */
const DEBOUNCE_MS = 50;

interface Shown {
  readonly term: string;
  readonly total: number;
  readonly hits: readonly SearchHit[];
}
const NOTHING: Shown = { term: "", total: 0, hits: [] };

/** "{count} results for “{query}”" with its values. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * Site search (decision 030). Without JavaScript: a form that sends ?q= to this page, and the index of every page by
 * section. Once hydrated, the field searches as the visitor types (Pagefind, loaded on the first focus or keystroke:
 * app/lib/site-search.ts), the results are a list of links with the count in a polite live region, and the arrow keys
 * move through them with a roving tabindex (Down from the field to the first result, Up and Down between them, Home
 * and End, Up from the first or Escape back to the field). The address keeps the search (?q=, replaced, not pushed),
 * so it can be shared; an address with ?q= runs it on arrival.
 */
// eslint-disable-next-line max-lines-per-function -- one component: the search's state, its keyboard handling and its markup share the refs
export default function Search({ loaderData }: Route.ComponentProps) {
  const { content, canonicalPath, indexHtml, heroArt, breadcrumbs, breadcrumbLabel } = loaderData;
  const [params, setParams] = useSearchParams();
  const arrival = useNavigationType();
  const fieldRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [query, setQuery] = useState("");
  const [found, setFound] = useState<Shown>(NOTHING);
  const [failed, setFailed] = useState(false);
  const [active, setActive] = useState(0);
  const more = useRef<SearchPage["more"] | undefined>(undefined);
  const written = useRef<string | undefined>(undefined);
  const focusAfterRender = useRef<number | undefined>(undefined);

  // The address's ?q= (a shared link, the form sent before hydration, Back and Forward), unless this page wrote it;
  // on arrival without one, what was typed in the field before hydration.
  const fromAddress = params.get("q") ?? "";
  useEffect(() => {
    if (fromAddress === written.current) return;
    setQuery(fromAddress || (written.current === undefined ? (fieldRef.current?.value ?? "") : ""));
    written.current = fromAddress;
  }, [fromAddress]);

  // Arriving by a link followed client-side (the header's search link), not by loading the page or going back: the
  // field takes the focus.
  useEffect(() => {
    if (arrival !== "POP") fieldRef.current?.focus();
    // Only on arrival: later changes of the location are this page's own ?q=.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const term = query.trim();
    if (!term) return;
    let current = true;
    search(term, PAGE_SIZE, DEBOUNCE_MS).then(
      (page) => {
        if (!current || !page) return;
        more.current = page.more;
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
  }, [query]);

  /** The address keeps the search shown (?q=, the history entry replaced, not a new one). */
  const writeAddress = useCallback(
    (term: string) => {
      written.current = term;
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (term) next.set("q", term);
          else next.delete("q");
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams],
  );
  useEffect(() => {
    if (found.term && found.term !== (new URLSearchParams(window.location.search).get("q") ?? ""))
      writeAddress(found.term);
  }, [found.term, writeAddress]);

  const onInput = (value: string) => {
    setQuery(value);
    if (value.trim() || !new URLSearchParams(window.location.search).has("q")) return;
    setFound(NOTHING);
    writeAddress("");
  };

  // An emptied field shows nothing, whatever a search still on its way finds.
  const shown = query.trim() ? found : NOTHING;

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

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "ArrowDown" || !shown.hits.length) return;
    event.preventDefault();
    focusResult(0);
  };

  const onResultKey = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const last = shown.hits.length - 1;
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusResult(index + 1),
      ArrowUp: () => (index === 0 ? fieldRef.current?.focus() : focusResult(index - 1)),
      Home: () => focusResult(0),
      End: () => focusResult(last),
      Escape: () => fieldRef.current?.focus(),
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

  const { results } = content;
  const status = failed
    ? content.unavailable
    : shown.term
      ? fill(shown.total === 0 ? results.none : shown.total === 1 ? results.one : results.other, {
          count: String(shown.total),
          query: shown.term,
        })
      : "";

  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={breadcrumbLabel}
        variant="compact"
        art={heroArt}
      />
      <div className="section search-section">
        <div className="container">
          {/* Without JavaScript the form is sent: ?q= on this page, which runs the search once the page has hydrated. */}
          <form
            role="search"
            className="search-form"
            method="get"
            action={canonicalPath}
            onSubmit={(event) => event.preventDefault()}
          >
            <label htmlFor="search-field" className="search-label">
              {content.label}
            </label>
            <div className="search-row">
              <input
                ref={fieldRef}
                id="search-field"
                className="search-field"
                type="search"
                name="q"
                value={query}
                autoComplete="off"
                spellCheck={false}
                enterKeyHint="search"
                aria-describedby="search-hint"
                onChange={(event) => onInput(event.target.value)}
                onFocus={() => void loadPagefind().catch(() => undefined)}
                onKeyDown={onFieldKey}
              />
              <button type="submit" className="button button-primary search-submit">
                {content.submit}
              </button>
            </div>
            <p id="search-hint" className="search-hint">
              {content.hint}
            </p>
          </form>
          <p className="search-status" role="status">
            {status}
          </p>
          {shown.hits.length ? (
            <ol ref={listRef} className="search-results" aria-label={content.resultsLabel}>
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
                    onKeyDown={(event) => onResultKey(event, index)}
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
              {content.more}
            </button>
          ) : null}
        </div>
      </div>
      <section className="section section-muted" aria-labelledby="site-index-title">
        <div className="container">
          <header className="section-header">
            <h2 id="site-index-title">{content.index.heading}</h2>
            <p className="section-lead">{content.index.intro}</p>
          </header>
          <div dangerouslySetInnerHTML={{ __html: indexHtml }} />
        </div>
      </section>
    </>
  );
}
