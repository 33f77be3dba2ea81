import { readConfigOrExit } from "./config";
import { serve } from "./serve";

await serve(readConfigOrExit({ server: true }));
