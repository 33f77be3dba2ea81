/** A menu entry's image, from the build-time markup in the layout data. */
export function MenuImage({ markup }: { markup: string }) {
  return <span className="menu-image-slot" dangerouslySetInnerHTML={{ __html: markup }} />;
}
