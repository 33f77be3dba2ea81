/** The route modules of the workspace's API, in the order they register (server/team/index.ts gates them all). */
import { accountRoutes } from "./account";
import { teamApplicationRoutes } from "./applications";
import { teamAuditRoutes } from "./audit-routes";
import { authRoutes } from "./auth";
import { contentRoutes } from "./content";
import { contentConflictRoutes } from "./content-conflicts";
import { contentCreateRoutes } from "./content-create";
import { contentDraftRoutes } from "./content-drafts";
import { contentFieldRoutes } from "./content-fields";
import { contentPhotoRoutes } from "./content-photos";
import { contentRemoveRoutes } from "./content-remove";
import { contentPreviewRoutes } from "./content-preview";
import { contentPublishRoutes } from "./content-publish";
import { contentScheduleRoutes } from "./content-schedules";
import { teamEraseRoutes } from "./erase";
import type { TeamRouteModule } from "./index";
import { teamLeadRoutes } from "./leads";
import { leadBulkRoutes } from "./lead-bulk";
import { meRoutes } from "./me";
import { memberRoutes } from "./members";
import { passkeyRoutes } from "./passkeys";
import { teamReplyRoutes } from "./replies";
import { teamFollowUpRoutes } from "./follow-ups";
import { digestRoutes } from "./digest";
import { retentionRoutes } from "./retention";
import { inboxStatistics } from "./statistics";
import { stepUpRoutes } from "./step-up";
import { teamSubscriberRoutes } from "./subscribers";

export const TEAM_MODULES: readonly TeamRouteModule[] = [
  meRoutes,
  authRoutes,
  passkeyRoutes,
  stepUpRoutes,
  accountRoutes,
  memberRoutes,
  leadBulkRoutes,
  teamLeadRoutes,
  teamReplyRoutes,
  teamFollowUpRoutes,
  digestRoutes,
  teamSubscriberRoutes,
  teamApplicationRoutes,
  contentRoutes,
  contentFieldRoutes,
  contentPublishRoutes,
  contentCreateRoutes,
  contentPreviewRoutes,
  contentPhotoRoutes,
  contentConflictRoutes,
  contentRemoveRoutes,
  contentScheduleRoutes,
  contentDraftRoutes,
  teamEraseRoutes,
  retentionRoutes,
  teamAuditRoutes,
  inboxStatistics,
];
