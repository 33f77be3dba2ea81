/** The line a build's message names in a team's document (components/ui.tsx `Problems`). */

/** Where a build's message points in a text of the screen: `workspace/[de/]<collection>/<slug>.md:<line>: …`. */
export function problemPlace(problem: string): { locale: "en" | "de"; line: number } | undefined {
  const match = /^workspace\/(de\/)?[a-z-]+\/[a-z0-9-]+\.md:(\d+):/.exec(problem);
  return match ? { locale: match[1] ? "de" : "en", line: Number(match[2]) } : undefined;
}
