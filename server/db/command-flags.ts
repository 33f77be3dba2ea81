/**
 * Node's flags for an operator command (scripts/cli/): its npm script passes them, and so do the tests that run it
 * (server/testing/spawn.ts; scripts/cli/commands.test.ts fails a script without them). With them V8 compiles the
 * embedded database's WebAssembly with its baseline compiler only. A command is one short process, and with the
 * optimising compiler V8 tiered up one large function of PGlite on a background thread, about 2 CPU-s and 500 MB at
 * the peak, which the command then waited for before it could exit. The compiled `leads list` took 3.0–3.5 s and
 * 690 MB, now 1.0 s and 170 MB; over 20,000 leads 3.5 s and 860 MB, now 2.8 s and 350 MB; seeding 20,000 leads 7.6 s
 * and 900 MB, now 10.6 s and 390 MB (decision 058). Since decision 063 every process sets the same itself as it opens
 * PGlite (server/db/client.ts), the server included; the flag makes it hold from a command's first line.
 */
export const COMMAND_NODE_FLAGS = ["--liftoff-only"] as const;
