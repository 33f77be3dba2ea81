import { renderToStaticMarkup } from "react-dom/server";
import { PageLink } from "~/components/ui/page-link";
import type { FormStrings } from "../../content/i18n/forms";

/**
 * A form's consent text with its link to the privacy policy (decision 023), drawn at build by the route's loader: the
 * label's words stay out of the page's JavaScript (the role pages are at the edge of their budget, decision 007).
 * `words` are the words around the link, in the page's language.
 */
export const consentMarkup = (
  agreement: string,
  privacyPath: string,
  words: Pick<FormStrings["consent"], "see" | "privacyPolicy">,
): string =>
  renderToStaticMarkup(
    <>
      {agreement} ({words.see} <PageLink href={privacyPath}>{words.privacyPolicy}</PageLink>). *
    </>,
  );
