import { useEffect } from "react";

/**
 * The menus' link lists are prerendered markup that React leaves alone (app/components/layout/menu.prerender.tsx),
 * so after a client-side navigation their page-dependent marks are set here: aria-current on the links to the page
 * shown, and the sidebar's submenus open on the way to the page, as a fresh load of that page would have them. The
 * current group's mark (data-current) is React's (site-nav.tsx).
 */
export function useMenuMarks(pathname: string): void {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      ".site-nav a, .site-footer nav a, .footer-social a",
    )) {
      if (link.pathname === pathname && link.origin === location.origin) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    // On the way to the page: a link to it, or to the collection it belongs to (/work for /work/<slug>).
    const onTheWay = (element: Element) =>
      [...element.querySelectorAll<HTMLAnchorElement>("a[href]")].some(
        (link) => link.pathname === pathname || (link.pathname !== "/" && pathname.startsWith(`${link.pathname}/`)),
      );
    for (const details of document.querySelectorAll<HTMLDetailsElement>(".site-nav details"))
      details.open = onTheWay(details);
  }, [pathname]);
}
