import { exitUnlessSupportedNode } from "./node-version";

// First, before the modules that need Node.js 24 are linked (node:sqlite, a static import of theirs, is missing from
// older lines and would fail with a message that names it rather than the version).
exitUnlessSupportedNode();
const { readConfigOrExit } = await import("./config");
const { serve } = await import("./serve");
await serve(readConfigOrExit({ server: true }));
