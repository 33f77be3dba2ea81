/**
 * The first `npm start` of a checkout without a build (scripts/start.mjs runs this before `npm run build`): refuses an
 * unsupported Node.js or a bad environment with the server's own message and status 1, so a bad setting stops the
 * start before a build that could take minutes. With a build, the compiled server checks the same itself.
 */
import { readConfigOrExit } from "../server/config";
import { exitUnlessSupportedNode } from "../server/node-version";

exitUnlessSupportedNode();
readConfigOrExit({ server: true });
