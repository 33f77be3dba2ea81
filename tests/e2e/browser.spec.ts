import { readdirSync, readFileSync } from "node:fs";
import { disabledFeatures } from "../../playwright.config";
import { expect, test } from "./fixtures";

/**
 * The command lines of this worker's browsers: the processes Playwright started for it (below the worker's own process,
 * which drives them over a pipe; Debian's command is a shell script that runs the binary). The headless shell has no
 * chrome://version page to read them from.
 */
function browserCommandLines(): string[][] {
  const processes = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        // The parent's pid is the second field after the command name in parentheses (which may hold spaces).
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
        const args = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
        return [{ pid: Number(pid), parent, args }];
      } catch {
        return []; // a process that ended meanwhile
      }
    });
  const parents = new Map(processes.map(({ pid, parent }) => [pid, parent]));
  const below = (pid: number): boolean => {
    for (let at = parents.get(pid); at !== undefined && at > 1; at = parents.get(at))
      if (at === process.pid) return true;
    return false;
  };
  return processes
    .filter(({ pid, args }) => below(pid) && args.includes("--remote-debugging-pipe") && !args[0]!.endsWith("sh"))
    .map(({ args }) => args);
}

/**
 * The browser the tests drive runs as configured (playwright.config.ts): Chromium keeps only the last
 * `--disable-features` it is given, so the config's list must hold every feature Playwright turns off itself.
 */
test("Chromium turns off Playwright's features and the config's, with one --disable-features that counts", async ({
  page,
}) => {
  await page.goto("about:blank");
  const browsers = browserCommandLines();
  expect(browsers.length).toBeGreaterThan(0);
  for (const args of browsers) {
    const lists = args
      .filter((arg) => arg.startsWith("--disable-features="))
      .map((arg) => arg.split("=")[1]!.split(","));
    expect(lists.length).toBeGreaterThan(1);
    // The last one is the one Chromium applies; every earlier one (Playwright's) must be in it.
    const applied = lists.at(-1)!;
    expect(applied).toEqual(disabledFeatures);
    for (const list of lists) expect(applied).toEqual(expect.arrayContaining(list));
    expect(applied).toContain("RenderDocument");
  }
});
