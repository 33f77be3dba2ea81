/**
 * An illustration drawn at build (app/lib/art.server.tsx) and passed as loader
 * data: the prerendered page already shows it, client navigations insert it.
 */
export function StaticArt({ markup }: { markup: string }) {
  return <span className="art-slot" dangerouslySetInnerHTML={{ __html: markup }} />;
}
