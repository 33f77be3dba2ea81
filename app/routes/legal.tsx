import { renderToStaticMarkup } from "react-dom/server";
import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { legalNotice, privacyPolicy } from "../../content/legal";
import { readPolicySettings } from "~/shared/policy-settings";
import type { Route } from "./+types/legal";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "legal");
  // The privacy policy states the settings this build is made with (APPLICATION_RETENTION_DAYS…), read as the server
  // reads them; the build records them in the site manifest and the server refuses to start with others (decision 023).
  const document = page.pageId === "privacy-policy" ? privacyPolicy(readPolicySettings()) : legalNotice();
  return {
    ...page,
    // Drawn here, at build: the text is in the HTML, not in the page's JavaScript.
    documentHtml: renderToStaticMarkup(
      <LegalDocument
        document={document}
        tocLabel={`In this ${page.pageId === "privacy-policy" ? "policy" : "notice"}`}
      />,
    ),
    heroArt: heroArtwork(page.pageId),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

/** The privacy policy and the legal notice (content/legal.ts). */
export default function Legal({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, documentHtml, heroArt } = loaderData;
  return (
    <>
      <PageHero title={content.h1} intro={content.intro} crumbs={breadcrumbs} variant="compact" art={heroArt} />
      <article className="article legal container" dangerouslySetInnerHTML={{ __html: documentHtml }} />
    </>
  );
}
