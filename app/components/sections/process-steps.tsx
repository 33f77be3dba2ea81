import { gridAttributes } from "../../shared/grid";

/** A step: its title, and its text, or its text's HTML (a role's hiring steps, from Markdown: decision 057). */
type Step = { title: string } & ({ body: string } | { html: string });

/** Numbered steps of how the work runs. */
export function ProcessSteps({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className="process-steps grid-balanced" {...gridAttributes(steps.length, 5)}>
      {steps.map((step, index) => (
        <li key={step.title} className="process-step">
          <span className="process-number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3>{step.title}</h3>
          {"html" in step ? <p dangerouslySetInnerHTML={{ __html: step.html }} /> : <p>{step.body}</p>}
        </li>
      ))}
    </ol>
  );
}
