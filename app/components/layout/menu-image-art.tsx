import type { MenuImage as MenuImageName } from "../../../content/registry";

/** Small original illustrations for the About menu entries (drawn at build: app/lib/art.server.tsx). */
const art: Record<MenuImageName, React.ReactNode> = {
  story: (
    <>
      <circle cx="24" cy="24" r="14" fill="var(--c-brand-300)" />
      <path d="M10 40 24 18l14 22Z" fill="var(--c-brand-600)" />
      <circle cx="36" cy="12" r="4" fill="var(--c-accent)" />
    </>
  ),
  careers: (
    <>
      <rect x="8" y="16" width="32" height="22" rx="4" fill="var(--c-brand-600)" />
      <rect x="18" y="10" width="12" height="8" rx="2" fill="none" stroke="var(--c-brand-300)" strokeWidth="3" />
      <rect x="8" y="24" width="32" height="3" fill="var(--c-accent)" />
    </>
  ),
  life: (
    <>
      <circle cx="17" cy="18" r="6" fill="var(--c-brand-300)" />
      <circle cx="31" cy="18" r="6" fill="var(--c-accent)" />
      <path d="M6 40c0-8 5-13 11-13s11 5 11 13Zm14 0c0-8 5-13 11-13s11 5 11 13Z" fill="var(--c-brand-600)" />
    </>
  ),
  engagement: (
    <>
      <rect x="6" y="26" width="8" height="14" rx="2" fill="var(--c-brand-300)" />
      <rect x="20" y="18" width="8" height="22" rx="2" fill="var(--c-brand-600)" />
      <rect x="34" y="8" width="8" height="32" rx="2" fill="var(--c-accent)" />
    </>
  ),
};

/** The drawing itself: rendered to markup at build (app/lib/art.server.tsx). */
export function MenuImageArt({ name }: { name: MenuImageName }) {
  return (
    <svg className="menu-image" viewBox="0 0 48 48" width={48} height={48} aria-hidden="true" focusable="false">
      {art[name]}
    </svg>
  );
}
