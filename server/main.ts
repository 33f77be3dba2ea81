import { readConfigOrExit } from "./config";
import { exitUnlessSupportedNode } from "./node-version";
import { serve } from "./serve";

exitUnlessSupportedNode();
await serve(readConfigOrExit({ server: true }));
