import { PageLink } from "./page-link";

/**
 * The link to the published rates (the engagement models page's budgets) under a service or client page's closing
 * call to action. Outside the chunk every page loads: only those templates use it.
 */
export function RatesLink({ to, label }: { to: string; label: string }) {
  return (
    <p className="cta-rates">
      <PageLink href={to}>{label}</PageLink>
    </p>
  );
}
