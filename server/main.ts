import { mkdirSync } from "node:fs";
import { enableCompileCache } from "node:module";
import path from "node:path";
import { COLLECTIONS_CACHE, offerParsedCollections } from "../content/collections-cache";
import { readCollectionsFile } from "./collections-file";
import { exitUnlessSupportedNode } from "./node-version";
import { holdTickObjectShape } from "./tick-objects";

// First, before the modules that need Node.js 24 are linked (node:sqlite, a static import of theirs, is missing from
// older lines and would fail with a message that names it rather than the version).
exitUnlessSupportedNode();
// Before the start's own ticks: Node's tick objects keep one shape for the life of the server (decision 067).
await holdTickObjectShape();
const { readConfigOrExit } = await import("./config");
const config = readConfigOrExit({ server: true });
// The code V8 compiled of the server's modules, kept on disk in DATA_DIR (the server's own folder): a restart of the
// same build reads it instead of parsing and compiling the modules again (decision 061). NODE_COMPILE_CACHE names
// another folder, NODE_DISABLE_COMPILE_CACHE=1 turns it off; a folder that cannot be written leaves it off.
// Made owner-only first: Node makes a missing folder (and DATA_DIR above it) readable and writable by others as the
// umask allows, and code written there is code this server runs.
const compileCache = path.join(config.dataDir, "compile-cache");
mkdirSync(compileCache, { recursive: true, mode: 0o700 });
enableCompileCache(compileCache);
// The collections as the build parsed them, beside this file in the bundle (content/collections-cache.ts).
offerParsedCollections(readCollectionsFile(new URL(COLLECTIONS_CACHE, import.meta.url)));
const { serve } = await import("./serve");
await serve(config);
