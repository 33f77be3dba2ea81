import { renderToStaticMarkup } from "react-dom/server";
import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { legalNotice, privacyPolicy } from "../../content/legal";
import * as german from "../../content/de/legal";
import { pageUi } from "../../content/i18n/ui";
import { readPolicySettings } from "~/shared/policy-settings";
import type { Route } from "./+types/legal";
import { useEffect, useRef, useState } from "react";
import type { Locale } from "~/shared/locale";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "legal");
  const ui = pageUi(page.locale, "legal");
  const policy = page.pageId === "privacy-policy";
  // The privacy policy states the settings this build is made with (APPLICATION_RETENTION_DAYS…), read as the server
  // reads them; the build records them in the site manifest and the server refuses to start with others (decision 023).
  // German pages get the German documents (content/de/legal.ts), made the same way.
  const documents = page.locale === "en" ? { privacyPolicy, legalNotice } : german;
  const document = policy ? documents.privacyPolicy(readPolicySettings()) : documents.legalNotice();
  return {
    ...page,
    // Drawn here, at build: the text is in the HTML, not in the page's JavaScript.
    documentHtml: renderToStaticMarkup(
      <LegalDocument document={document} tocLabel={policy ? ui.tocPolicy : ui.tocNotice} tableHint={ui.swipeColumns} />,
    ),
    heroArt: heroArtwork(page.pageId, page.locale),
    breadcrumbLabel: ui.breadcrumb,
  };
}

/**
 * The privacy policy's lead retention list with the periods the owners set. The server puts them in the page it sends
 * (server/retention-page.ts), which the app keeps as it hydrates (the article's HTML is not compared); after a
 * navigation in the app, the page's HTML is the build's, whose list (hidden until then, so no other period shows) is
 * filled from GET /api/lead-retention by a module loaded only then (app/lib/lead-retention-fill.ts).
 */
function useRetentionInForce(documentHtml: string, policy: boolean, locale: Locale) {
  const article = useRef<HTMLElement>(null);
  const [html, setHtml] = useState(documentHtml);
  // A new page's HTML replaces the last one's (the state follows the loader's data).
  const [shown, setShown] = useState(documentHtml);
  if (shown !== documentHtml) {
    setShown(documentHtml);
    setHtml(documentHtml);
  }
  useEffect(() => {
    // Filled by the server (`IN_FORCE` of app/shared/lead-retention.ts, spelt out: that module is not for the first load).
    if (!policy || article.current?.querySelector(".lead-retention[data-in-force]")) return;
    let current = true;
    void import("~/lib/lead-retention-fill")
      .then(({ withRetentionInForce }) => withRetentionInForce(documentHtml, locale))
      .then((filled) => current && setHtml(filled));
    return () => {
      current = false;
    };
  }, [documentHtml, policy, locale]);
  return { article, html };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** The privacy policy and the legal notice (content/legal.ts). */
export default function Legal({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, documentHtml, heroArt, breadcrumbLabel, pageId, locale } = loaderData;
  const { article, html } = useRetentionInForce(documentHtml, pageId === "privacy-policy", locale);
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
      <article ref={article} className="article legal container" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
