import { gridAttributes } from "../../shared/grid";

/** Technologies and tools, each with what it is used for. */
export function TechStack({ items }: { items: readonly { name: string; use: string }[] }) {
  return (
    <ul className="tech-stack grid-balanced" {...gridAttributes(items.length, 4)}>
      {items.map((item) => (
        <li key={item.name}>
          <strong>{item.name}</strong>
          <span>{item.use}</span>
        </li>
      ))}
    </ul>
  );
}
