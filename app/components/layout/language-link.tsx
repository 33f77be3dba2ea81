import { useMatches } from "react-router";
import { useLayoutData } from "../../lib/layout-data";
import { usePagePath } from "../../lib/navigation";
import { counterpartPath, localeOfPath } from "../../shared/locale";

/** The page's language versions (its loader's `seo.alternates`), if it states them. */
const alternatesOf = (data: unknown): readonly { hreflang: string }[] | undefined =>
  (data as { seo?: { alternates?: readonly { hreflang: string }[] } } | undefined)?.seo?.alternates;

/**
 * This page in the other language, or, for an entry in one language alone (its `hreflang` links name no other;
 * issue 37 §2), the list it belongs to in the other language (/resource/<slug> → /de/resource).
 */
function useCounterpart(path: string): string {
  const matches = useMatches();
  const other = localeOfPath(counterpartPath(path));
  const alternates = matches.map((match) => alternatesOf(match.loaderData)).findLast(Boolean);
  if (!alternates || alternates.some((alternate) => alternate.hreflang === other)) return counterpartPath(path);
  return counterpartPath(path.replace(/\/[^/]+$/, "") || "/");
}

/**
 * The language switcher: a plain link to this page in the other language (no cookie, no redirect by
 * Accept-Language). Not a page link: the other language is a document load, with its own menus and words.
 */
export function LanguageLink({ className }: { className: string }) {
  const { ui } = useLayoutData();
  const path = usePagePath();
  const other = localeOfPath(counterpartPath(path));
  const href = useCounterpart(path);
  return (
    <a className={`language-link ${className}`} href={href} hrefLang={other} lang={other} title={ui.otherLanguageTitle}>
      <svg viewBox="0 0 24 24" width={18} height={18} aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.75" />
        <path
          d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3Z"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
        />
      </svg>
      {ui.otherLanguage}
    </a>
  );
}
