import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Marks an anchor as a link to a page of the site (app/components/ui/page-link.tsx). */
const PAGE_LINK_ATTRIBUTE = "data-page-link";

/** Where a click should take the visitor client-side: a plain click on a same-origin page link; null otherwise. */
export function pageLinkTarget(event: MouseEvent, origin: string): string | null {
  const link = (event.target as Element).closest?.<HTMLAnchorElement>(`a[${PAGE_LINK_ATTRIBUTE}]`);
  return !link ||
    event.defaultPrevented ||
    event.button ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey ||
    (link.target && link.target !== "_self") ||
    link.hasAttribute("download") ||
    link.origin !== origin
    ? null
    : link.pathname + link.search + link.hash;
}

/**
 * One click listener for every page link, doing what React Router's <Link>
 * does on click: a client-side navigation, replacing the history entry when
 * the link is to the page already shown. Modified clicks, other windows and
 * downloads keep the browser's behaviour; before hydration links just load.
 */
export function usePageLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const { origin, pathname, search, hash } = window.location;
      const to = pageLinkTarget(event, origin);
      if (to === null) return;
      event.preventDefault();
      void navigate(to, { replace: to === pathname + search + hash });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
