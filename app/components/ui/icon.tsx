import type { IconName } from "../../../content/schema";

/** A decorative icon from the build-generated sprite (/icons.svg, drawn from lucide). */
export function Icon({ name, size = 24 }: { name: IconName; size?: number }) {
  return (
    <svg className="icon" width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`/icons.svg#${name}`} />
    </svg>
  );
}
