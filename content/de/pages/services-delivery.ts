/**
 * Die deutschen Leistungsseiten zur Delivery: DevOps, QA & Management und Teamverstärkung
 * (Leistungsfamilien und ihre Detailseiten). Die Seiten-IDs beziehen sich auf content/registry.ts.
 *
 * Eine Datei pro Seite, ein Ordner pro Familie: content/de/pages/services-delivery/<family>/<page id>.ts; dieses
 * Modul fasst sie nach Seiten-ID zusammen, mit denselben Exportnamen wie content/pages/services-delivery.ts.
 */
import type { z } from "zod";
import type { serviceDetailSchema, serviceFamilySchema } from "../../schema";
import { devops } from "./services-delivery/devops/devops";
import { qualityAssuranceManagement } from "./services-delivery/quality-assurance-management/quality-assurance-management";
import { talentSolution } from "./services-delivery/talent-solution/talent-solution";
import { devopsConsulting } from "./services-delivery/devops/devops-consulting";
import { devopsCiCd } from "./services-delivery/devops/devops-ci-cd";
import { devopsCloud } from "./services-delivery/devops/devops-cloud";
import { qualityAssurance } from "./services-delivery/quality-assurance-management/quality-assurance";
import { productManagement } from "./services-delivery/quality-assurance-management/product-management";
import { projectManagement } from "./services-delivery/quality-assurance-management/project-management";
import { appSupportMaintenance } from "./services-delivery/quality-assurance-management/app-support-maintenance";
import { appModernization } from "./services-delivery/quality-assurance-management/app-modernization";
import { ourTeam } from "./services-delivery/talent-solution/our-team";
import { hireDeveloper } from "./services-delivery/talent-solution/hire-developer";

export const deliveryFamilies = {
  devops,
  "quality-assurance-management": qualityAssuranceManagement,
  "talent-solution": talentSolution,
} satisfies Record<string, z.input<typeof serviceFamilySchema>>;

export const deliveryDetails = {
  "devops-consulting": devopsConsulting,
  "devops-ci-cd": devopsCiCd,
  "devops-cloud": devopsCloud,
  "quality-assurance": qualityAssurance,
  "product-management": productManagement,
  "project-management": projectManagement,
  "app-support-maintenance": appSupportMaintenance,
  "app-modernization": appModernization,
  "our-team": ourTeam,
  "hire-developer": hireDeveloper,
} satisfies Record<string, z.input<typeof serviceDetailSchema>>;
