/** The route modules of the workspace's API, in the order they register (server/team/index.ts gates them all). */
import type { TeamRouteModule } from "./index";
import { meRoutes } from "./me";

export const TEAM_MODULES: readonly TeamRouteModule[] = [meRoutes];
