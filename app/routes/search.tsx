import "~/styles/search.css";
import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useNavigationType, useSearchParams } from "react-router";
import { SiteIndex } from "~/components/search/site-index";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";
import { shownCount } from "~/shared/site-search";
import { uiIn } from "../../content/i18n/ui";
import { heroArtwork } from "~/lib/art.server";
import { loadPage } from "~/lib/page-data.server";
import { siteIndex } from "~/lib/site-index.server";
import type { Route } from "./+types/search";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "search");
  return {
    ...page,
    // Drawn here, at build: the index's links are in the HTML, not in the page's JavaScript.
    indexHtml: renderToStaticMarkup(<SiteIndex sections={siteIndex(page.locale, new Date())} />),
    heroArt: heroArtwork(page.pageId, page.locale),
    breadcrumbLabel: uiIn(page.locale).common.breadcrumb,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** The page's data never changes: the address's ?q= is the search's, not the loader's. */
export const shouldRevalidate = () => false;

/** The results: their code is fetched on the field's first focus or keystroke (or for an address with ?q=), not on load. */
const SearchResults = lazy(() => import("~/components/search/search-results"));

/**
 * Site search (decision 030). Without JavaScript: a form that sends ?q= to this page, and the index of every page by
 * section. Once hydrated, the field's first focus or keystroke loads the results (SearchResults, which loads Pagefind:
 * app/lib/site-search.ts), which follow the field as the visitor types; their count is announced by the live region
 * here, present from the first paint. Down from the field goes to the first result. The address keeps the search
 * (?q=), so it can be shared, and an address with ?q= runs it on arrival.
 */
// eslint-disable-next-line max-lines-per-function -- the page's markup: hero, form, live region, results and the index of pages
export default function Search({ loaderData }: Route.ComponentProps) {
  const { content, canonicalPath, indexHtml, heroArt, breadcrumbs, breadcrumbLabel } = loaderData;
  const [params] = useSearchParams();
  const arrival = useNavigationType();
  const fieldRef = useRef<HTMLInputElement>(null);
  const written = useRef<string | undefined>(undefined);
  // The address's query from the first render, as the server wrote it into the field with its results
  // (server/search-page.ts); the page was built with none.
  const [arrivedWith] = useState(() => params.get("q") ?? "");
  const [query, setQuery] = useState(arrivedWith);
  const [started, setStarted] = useState(false);
  const [status, setStatus] = useState("");

  // The address's ?q= (a shared link, the form sent before hydration, Back and Forward), unless the results wrote it;
  // on arrival without one, what was typed in the field before hydration.
  const fromAddress = params.get("q") ?? "";
  useEffect(() => {
    if (fromAddress === written.current) return;
    const text = fromAddress || (written.current === undefined ? (fieldRef.current?.value ?? "") : "");
    written.current = fromAddress;
    setQuery(text);
    if (text) setStarted(true);
  }, [fromAddress]);

  // Arriving by a link followed client-side (the header's search link), not by loading the page or going back: the
  // field takes the focus.
  useEffect(() => {
    if (arrival !== "POP") fieldRef.current?.focus();
    // Only on arrival: later changes of the location are the search's own ?q=.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onFieldKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const first = document.querySelector<HTMLElement>(".search-result-link");
    if (event.key !== "ArrowDown" || !first) return;
    event.preventDefault();
    first.focus();
  };

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
                onChange={(event) => {
                  setQuery(event.target.value);
                  setStarted(true);
                }}
                onFocus={() => setStarted(true)}
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
          {/* The server's results for the address's query (server/search-page.ts), left as they are when the page
              hydrates, until the results below have their own or the field another text. */}
          {!status && query === arrivedWith ? (
            <div className="search-answer" dangerouslySetInnerHTML={{ __html: "" }} />
          ) : null}
          {started ? (
            <Suspense>
              <SearchResults
                query={query}
                words={content}
                field={fieldRef}
                writtenRef={written}
                onStatus={setStatus}
                firstCount={shownCount(params.get("shown"))}
              />
            </Suspense>
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
