import { useEffect } from "react";

/**
 * The menus' link lists are prerendered markup that React leaves alone (app/components/layout/menu.prerender.tsx),
 * so after a client-side navigation their page-dependent marks are set here: aria-current on the links to
 * the page shown, the sidebar's current group, and its submenus open on the way to the page, as a fresh
 * load of that page would have them.
 */
export function useMenuMarks(pathname: string): void {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      ".desktop-panel a, #site-sidebar nav a, .site-footer nav a, .footer-social a",
    )) {
      if (link.pathname === pathname && link.origin === location.origin) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
    const sidebar = document.querySelector("#site-sidebar nav");
    if (!sidebar) return;
    // On the way to the page: a link to it, or to the collection it belongs to (/work for /work/<slug>).
    const onTheWay = (element: Element) =>
      [...element.querySelectorAll<HTMLAnchorElement>("a[href]")].some(
        (link) => link.pathname === pathname || (link.pathname !== "/" && pathname.startsWith(`${link.pathname}/`)),
      );
    for (const item of sidebar.querySelectorAll('.sidebar-item[data-level="0"]'))
      item.toggleAttribute("data-current", onTheWay(item));
    for (const details of sidebar.querySelectorAll("details")) details.open = onTheWay(details);
  }, [pathname]);
}
