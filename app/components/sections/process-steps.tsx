import { gridAttributes } from "../../shared/grid";

/** Numbered steps of how the work runs. */
export function ProcessSteps({ steps }: { steps: readonly { title: string; body: string }[] }) {
  return (
    <ol className="process-steps grid-balanced" {...gridAttributes(steps.length, 5)}>
      {steps.map((step, index) => (
        <li key={step.title} className="process-step">
          <span className="process-number" aria-hidden="true">
            {String(index + 1).padStart(2, "0")}
          </span>
          <h3>{step.title}</h3>
          <p>{step.body}</p>
        </li>
      ))}
    </ol>
  );
}
