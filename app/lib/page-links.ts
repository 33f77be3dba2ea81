import { useEffect } from "react";
import { useNavigate } from "react-router";

/** Marks an anchor as a link to a page of the site (app/components/ui/page-link.tsx). */
export const PAGE_LINK_ATTRIBUTE = "data-page-link";

/** The path to navigate to when a click on `target` should follow a page link client-side; null otherwise. */
export function pageLinkTarget(event: MouseEvent, origin: string): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  const link = target && typeof target.closest === "function" ? target.closest(`a[${PAGE_LINK_ATTRIBUTE}]`) : null;
  if (!link || !(link as HTMLAnchorElement).href) return null;
  const anchor = link as HTMLAnchorElement;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  if (url.origin !== origin) return null;
  return url.pathname + url.search + url.hash;
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
      const to = pageLinkTarget(event, window.location.origin);
      if (to === null) return;
      event.preventDefault();
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
