import { renderToStaticMarkup } from "react-dom/server";
import { PageLink } from "~/components/ui/page-link";

/**
 * A form's consent text with its link to the privacy policy (decision 023), drawn at build by the route's loader: the
 * label's words stay out of the page's JavaScript (the role pages are at the edge of their budget, decision 007).
 */
export const consentMarkup = (agreement: string, privacyPath: string): string =>
  renderToStaticMarkup(
    <>
      {agreement} (see the <PageLink href={privacyPath}>privacy policy</PageLink>). *
    </>,
  );
