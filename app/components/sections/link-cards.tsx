import { gridAttributes } from "../../shared/grid";
import { PageLink } from "../ui/page-link";

interface LinkCard {
  readonly path: string;
  readonly label: string;
  readonly body?: string;
}

/** Cards that each lead to another page of the site. */
export function LinkCards({ items }: { items: readonly LinkCard[] }) {
  return (
    <ul className="link-cards grid-balanced" {...gridAttributes(items.length, 4)}>
      {items.map((item) => (
        <li key={item.path} className="link-card">
          <h3>
            <PageLink href={item.path}>{item.label}</PageLink>
          </h3>
          {item.body ? <p>{item.body}</p> : null}
          <span className="link-card-arrow" aria-hidden="true">
            →
          </span>
        </li>
      ))}
    </ul>
  );
}
