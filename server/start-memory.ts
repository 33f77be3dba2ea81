import { Session } from "node:inspector/promises";
import { flushCompileCache } from "node:module";

/** How long after the server listens its start's garbage is collected (releaseStartMemory). */
export const SETTLE_MS = 1_000;

/**
 * One full garbage collection that gives memory back (V8's low-memory collection, as a browser asks for under memory
 * pressure, through Node's in-process inspector: no port is opened). A start allocates far more than the server keeps
 * (the build and content read, source maps decoded, the embedded database opened), and V8 had grown its young
 * generation for it: an idle server kept about 25 MB of it, and the start's garbage, until a collection that might not
 * come for hours (decision 060). About 0.15 s of the main thread, once.
 */
export async function releaseStartMemory(): Promise<void> {
  // The compiled code of the modules loaded so far, written now rather than at exit (main.ts): a server that is killed
  // has left it for the next start too.
  flushCompileCache();
  const session = new Session();
  session.connect();
  try {
    await session.post("HeapProfiler.collectGarbage");
  } finally {
    session.disconnect();
  }
}
