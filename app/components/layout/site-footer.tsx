import { PageLink } from "../ui/page-link";
import { useLayoutData } from "../../lib/layout-data";
import { usePagePath } from "../../lib/navigation";
import { SubscribeForm } from "../forms/subscribe-form";
import { footerInfoMarkup, footerNavMarkup } from "./menu.prerender";

/**
 * The footer: company line and the subscribe form (React), link columns, offices and the bottom line
 * (prerendered markup that hydration keeps: menu.prerender.tsx).
 */
export function SiteFooter() {
  const { menu, site, contactPath, legal, home, ui, footerAbout } = useLayoutData();
  const pathname = usePagePath();
  const links = footerNavMarkup(menu, pathname, ui);
  const info = footerInfoMarkup(site, contactPath, pathname, [legal.privacy, legal.notice], ui);
  return (
    <footer className="site-footer">
      <div className="container footer-top">
        <div className="footer-brand">
          <PageLink href={home} className="footer-logo">
            <img src="/logo-light.svg" width={100} height={30} alt={ui.homeLogoAlt} loading="lazy" />
          </PageLink>
          <p>{footerAbout}</p>
          <SubscribeForm privacyPath={legal.privacy.path} />
        </div>
        <div className="footer-links" dangerouslySetInnerHTML={{ __html: links }} suppressHydrationWarning />
      </div>
      <div className="container footer-info" dangerouslySetInnerHTML={{ __html: info }} suppressHydrationWarning />
    </footer>
  );
}
