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

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** The privacy policy and the legal notice (content/legal.ts). */
export default function Legal({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, documentHtml, heroArt, breadcrumbLabel } = loaderData;
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
      <article className="article legal container" dangerouslySetInnerHTML={{ __html: documentHtml }} />
    </>
  );
}
