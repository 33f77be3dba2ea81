import { useId } from "react";

interface SectionProps {
  readonly title: string;
  readonly lead?: string;
  readonly tone?: "plain" | "muted" | "dark";
  readonly eyebrow?: string;
  readonly className?: string;
  /** The section's anchor, for links to it ("/about/engagement-models#rates"). */
  readonly anchor?: string;
  readonly children: React.ReactNode;
}

/** A page section with its h2; sections are the building blocks of every template. */
export function Section({ title, lead, tone = "plain", eyebrow, className, anchor, children }: SectionProps) {
  const id = useId();
  return (
    <section id={anchor} className={`section section-${tone} ${className ?? ""}`.trim()} aria-labelledby={id}>
      <div className="container">
        <header className="section-header">
          {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
          <h2 id={id}>{title}</h2>
          {lead ? <p className="section-lead">{lead}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
