import type { AnchorHTMLAttributes } from "react";

interface PageLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A path of the site, e.g. "/contactus". */
  readonly href: string;
  /** The link to the page being shown: aria-current="page". */
  readonly current?: boolean;
}

/**
 * A link to a page of the site. A plain anchor, marked with PAGE_LINK_ATTRIBUTE,
 * that `usePageLinks` (app/lib/page-links.ts) follows
 * with a client-side navigation: on a page with ~150 links, React Router's
 * <Link> (several hooks per link) was a fifth of the hydration work.
 */
export function PageLink({ current, children, ...props }: PageLinkProps) {
  return (
    <a {...props} aria-current={current ? "page" : undefined} data-page-link="">
      {children}
    </a>
  );
}
