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
  const { menu, site, contactPath, legal } = useLayoutData();
  const pathname = usePagePath();
  const links = footerNavMarkup(menu, pathname);
  const info = footerInfoMarkup(site, contactPath, pathname, [legal.privacy, legal.notice]);
  return (
    <footer className="site-footer">
      <div className="container footer-top">
        <div className="footer-brand">
          <PageLink href="/" className="footer-logo">
            <img src="/logo-light.svg" width={100} height={30} alt="Alphai home" loading="lazy" />
          </PageLink>
          <p>
            {site.name} is a {site.tagline.toLowerCase()} building products, platforms and brands for startups,
            scale-ups, enterprises and NGOs since {site.foundingYear}.
          </p>
          <SubscribeForm privacyPath={legal.privacy.path} />
        </div>
        <div className="footer-links" dangerouslySetInnerHTML={{ __html: links }} suppressHydrationWarning />
      </div>
      <div className="container footer-info" dangerouslySetInnerHTML={{ __html: info }} suppressHydrationWarning />
    </footer>
  );
}
