import { gridAttributes } from "../../shared/grid";

/** Key figures: a value and what it measures. */
export function Stats({ items }: { items: readonly { value: string; label: string }[] }) {
  return (
    <dl className="stats grid-balanced" {...gridAttributes(items.length, 4)}>
      {items.map((item) => (
        <div key={item.label} className="stat">
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
