import { useLocation } from "react-router";
import { PageLink } from "../ui/page-link";
import { useScrolledPast } from "../../lib/use-throttled-scroll";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

/** Paths whose header is sticky from the top (spec: sticky on /contactus). */
const ALWAYS_STICKY = new Set(["/contactus"]);

export function SiteHeader() {
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(8);
  const sticky = scrolled || ALWAYS_STICKY.has(pathname);
  return (
    <header className="site-header" data-sticky={sticky}>
      <div className="site-header-inner">
        <Logo />
        <DesktopNav />
        <div className="site-header-actions">
          <PageLink href="/contactus" className="button button-primary header-cta">
            Get Started
          </PageLink>
          <MobileNav />
        </div>
      </div>
    </header>
  );
}
