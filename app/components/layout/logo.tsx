import { PageLink } from "../ui/page-link";
import { useLayoutData } from "../../lib/layout-data";

/**
 * Both logo variants are always in the DOM (100x30 with explicit size, so
 * nothing shifts); CSS shows the light one over a dark hero and the dark one
 * on the solid sticky header.
 */
export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { home, ui } = useLayoutData();
  return (
    <PageLink href={home} className="logo" onClick={onNavigate}>
      <img className="logo-light" src="/logo-light.svg" width={100} height={30} alt={ui.homeLogoAlt} />
      <img className="logo-dark" src="/logo-dark.svg" width={100} height={30} alt={ui.homeLogoAlt} />
    </PageLink>
  );
}
