/** The route modules of the workspace's API, in the order they register (server/team/index.ts gates them all). */
import { accountRoutes } from "./account";
import { authRoutes } from "./auth";
import type { TeamRouteModule } from "./index";
import { meRoutes } from "./me";
import { memberRoutes } from "./members";
import { passkeyRoutes } from "./passkeys";

export const TEAM_MODULES: readonly TeamRouteModule[] = [meRoutes, authRoutes, passkeyRoutes, accountRoutes, memberRoutes];
