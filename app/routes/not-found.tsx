import "~/styles/search.css";
import { useLocation } from "react-router";
import { useLayoutData } from "~/lib/layout-data";
import { PageLink } from "~/components/ui/page-link";
import { FloatIllustration } from "~/components/ui/float-illustration";
import { HISTORY_BACK_ATTRIBUTE } from "~/shared/history-back-script";
import { localeOfPath, localePath, type Locale } from "~/shared/locale";
import type { Route } from "./+types/not-found";

/**
 * This page's words in both languages. It has no loader (any path can be unknown, so there is no page data to carry
 * them): they live in this route's chunk, which is loaded only on a 404, and the path picks the language.
 */
const WORDS = {
  en: {
    title: "Page not found | Alphai",
    description: "The page you asked for does not exist on the Alphai website.",
    heading: "Oops! Page not found",
    text: "We can't seem to find the page you're looking for.",
    back: "Go Back",
    home: "Homepage",
    searchLabel: "Or search the site",
    search: "Search",
  },
  de: {
    title: "Seite nicht gefunden | Alphai",
    description: "Die aufgerufene Seite gibt es auf der Website von Alphai nicht.",
    heading: "Hoppla! Diese Seite gibt es nicht",
    text: "Die Seite, die Sie suchen, konnten wir leider nicht finden.",
    back: "Zurück",
    home: "Zur Startseite",
    searchLabel: "Oder durchsuchen Sie die Website",
    search: "Suchen",
  },
} satisfies Record<Locale, Record<string, string>>;

export const meta: Route.MetaFunction = ({ location }) => {
  const words = WORDS[localeOfPath(location.pathname)];
  return [
    { title: words.title },
    { name: "description", content: words.description },
    { name: "robots", content: "noindex" },
  ];
};

/**
 * Any unknown path (German under /de/). The server answers it with status 404. Go Back is handled by the
 * inline script in <head> (app/shared/history-back-script.ts), so it works before hydration; without
 * JavaScript it cannot, and global.css hides it (`scripting: none`). The search form is a plain GET form to the
 * search page of the path's language, which the server answers with the results (server/search-page.ts).
 */
export default function NotFound() {
  const locale = localeOfPath(useLocation().pathname);
  const { searchPath } = useLayoutData();
  const words = WORDS[locale];
  return (
    <section className="not-found container" aria-labelledby="page-title">
      <FloatIllustration />
      <h1 id="page-title">{words.heading}</h1>
      <p>{words.text}</p>
      <div className="not-found-actions">
        <button type="button" className="button button-primary" {...{ [HISTORY_BACK_ATTRIBUTE]: "" }}>
          {words.back}
        </button>
        <PageLink href={localePath("/", locale)} className="button button-ghost-dark">
          {words.home}
        </PageLink>
      </div>
      <form role="search" className="not-found-search" method="get" action={searchPath}>
        <label htmlFor="not-found-search-field" className="search-label">
          {words.searchLabel}
        </label>
        <div className="search-row">
          <input
            id="not-found-search-field"
            className="search-field"
            type="search"
            name="q"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
          <button type="submit" className="button button-ghost-dark search-submit">
            {words.search}
          </button>
        </div>
      </form>
    </section>
  );
}
