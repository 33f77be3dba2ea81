import { PageLink } from "../ui/page-link";
import { useLayoutData } from "../../lib/layout-data";
import { useMenuMarks } from "../../lib/menu-marks";
import { usePagePath } from "../../lib/navigation";
import { useHeaderState } from "../../lib/use-throttled-scroll";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";
import { searchLinkMarkup } from "./search-link.prerender";
import { MenuButton, SiteNav } from "./site-nav";

/** Paths whose header is sticky from the top, not only once the page is scrolled. */
const ALWAYS_STICKY = new Set(["/contactus", "/de/contactus"]);

/**
 * Over a page's dark hero the header is transparent with the light logo; once sticky it is a solid
 * navy bar while the hero is still behind it, then the solid light bar with the dark logo. Pages
 * without a dark hero (the 404) get the light bar from the start: global.css decides that from the
 * page itself (`body:has(main > .hero:first-child)`), so it is right before hydration too. The contact
 * page's header is sticky from the top, so it starts as the navy bar over its hero, like any other
 * page's sticky header there.
 */
export function SiteHeader() {
  const pathname = usePagePath();
  const { contactPath, ui } = useLayoutData();
  const always = ALWAYS_STICKY.has(pathname);
  const { scrolled, overHero } = useHeaderState(8, pathname, always);
  useMenuMarks(pathname);
  const sticky = scrolled || always;
  return (
    <header className="site-header" data-sticky={sticky} data-over-hero={sticky && overHero}>
      <div className="site-header-inner">
        <Logo />
        <SiteNav />
        <div className="site-header-actions">
          <span
            className="search-link-slot"
            dangerouslySetInnerHTML={{ __html: searchLinkMarkup(useLayoutData(), "header") }}
            suppressHydrationWarning
          />
          <LanguageLink className="header-language" />
          <PageLink href={contactPath} className="button button-primary header-cta">
            {ui.getStarted}
          </PageLink>
          <MenuButton />
        </div>
      </div>
    </header>
  );
}
