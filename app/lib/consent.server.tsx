import { renderToStaticMarkup } from "react-dom/server";
import { PageLink } from "~/components/ui/page-link";
import type { UiStrings } from "../../content/i18n/ui";

/**
 * A form's consent text with its link to the privacy policy (decision 023), drawn at build by the route's loader: the
 * label's words stay out of the page's JavaScript (the role pages are at the edge of their budget, decision 007).
 * `words` are the page language's words around the link (content/i18n/ui.ts `consent`).
 */
export const consentMarkup = (
  agreement: string,
  privacyPath: string,
  words: Pick<UiStrings["consent"], "seeBefore" | "privacyPolicy" | "seeAfter">,
): string =>
  renderToStaticMarkup(
    <>
      {agreement}
      {words.seeBefore}
      <PageLink href={privacyPath}>{words.privacyPolicy}</PageLink>
      {words.seeAfter}
    </>,
  );
