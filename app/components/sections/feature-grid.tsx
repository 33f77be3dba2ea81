import type { IconName } from "../../../content/schema";
import { gridAttributes } from "../../shared/grid";
import { Icon } from "../ui/icon";
import { PageLink } from "../ui/page-link";

interface Feature {
  readonly title: string;
  readonly body: string;
  readonly icon?: IconName;
  /** The case study the card describes (service outcomes): linked under the text, after `label` ("Case study: "). */
  readonly study?: { readonly href: string; readonly title: string; readonly label: string };
}

/** Cards of offerings, benefits or values, with an optional icon each; `columns` is the most per row. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className="feature-grid grid-balanced" {...gridAttributes(items.length, columns)}>
      {items.map((item) => (
        <li key={item.title} className="feature-card">
          {item.icon ? (
            <span className="feature-icon">
              <Icon name={item.icon} />
            </span>
          ) : null}
          <h3>{item.title}</h3>
          <p>{item.body}</p>
          {item.study ? (
            <p className="feature-study">
              <PageLink href={item.study.href}>
                {item.study.label}
                {item.study.title}
              </PageLink>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
