import { PageLink } from "../ui/page-link";

export interface Crumb {
  readonly label: string;
  readonly path: string;
}

/** Visible breadcrumb; the last crumb is the current page. `label` names the navigation, in the page's language. */
export function Breadcrumb({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="breadcrumb" aria-label={label}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <PageLink href={crumb.path}>{crumb.label}</PageLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
