/**
 * Kompetenzen auf Deutsch: die Technologiefamilien (Frontend, Backend, Datenbank, Cloud, CMS) und die
 * Detailseiten der zugehörigen Technologien, einschließlich der Gruppe „Trending Tech“ (KI-Integration,
 * Blockchain, Big Data).
 *
 * Die Framework-Seiten, die über Aliasse erreicht werden (Angular, React, Vue.js, .NET, Node.js, Java, Python),
 * haben ihre Inhalte in der Familie Website-Entwicklung (content/de/pages/services-engineering/website-development/).
 *
 * Eine Datei pro Seite, in einem Ordner pro Familie (oder Gruppe):
 * content/de/pages/capabilities/<Familie>/<Seiten-ID>.ts; dieses Modul sammelt sie nach Seiten-ID, mit denselben
 * Exporten wie content/pages/capabilities.ts.
 */
import type { z } from "zod";
import type { serviceDetailSchema, serviceFamilySchema } from "../../schema";
import { frontendDevelopment } from "./capabilities/frontend-development/frontend-development";
import { backendDevelopment } from "./capabilities/backend-development/backend-development";
import { databaseDevelopment } from "./capabilities/database-development/database-development";
import { cloudServices } from "./capabilities/cloud-services/cloud-services";
import { cmsDevelopment } from "./capabilities/cms-development/cms-development";
import { htmlCss } from "./capabilities/frontend-development/html-css";
import { bootstrap } from "./capabilities/frontend-development/bootstrap";
import { javascript } from "./capabilities/frontend-development/javascript";
import { gatsbyjs } from "./capabilities/frontend-development/gatsbyjs";
import { aiIntegration } from "./capabilities/trending/ai-integration";
import { blockchain } from "./capabilities/trending/blockchain";
import { bigData } from "./capabilities/trending/big-data";
import { sqlServer } from "./capabilities/database-development/sql-server";
import { mysql } from "./capabilities/database-development/mysql";
import { firestore } from "./capabilities/database-development/firestore";
import { mongodb } from "./capabilities/database-development/mongodb";
import { postgresql } from "./capabilities/database-development/postgresql";
import { aws } from "./capabilities/cloud-services/aws";
import { azure } from "./capabilities/cloud-services/azure";
import { gcp } from "./capabilities/cloud-services/gcp";
import { wordpress } from "./capabilities/cms-development/wordpress";
import { jamstack } from "./capabilities/cms-development/jamstack";
import { woocommerce } from "./capabilities/cms-development/woocommerce";

export const capabilityFamilies = {
  "frontend-development": frontendDevelopment,
  "backend-development": backendDevelopment,
  "database-development": databaseDevelopment,
  "cloud-services": cloudServices,
  "cms-development": cmsDevelopment,
} satisfies Record<string, z.input<typeof serviceFamilySchema>>;

export const capabilityDetails = {
  "html-css": htmlCss,
  bootstrap,
  javascript,
  gatsbyjs,
  "ai-integration": aiIntegration,
  blockchain,
  "big-data": bigData,
  "sql-server": sqlServer,
  mysql,
  firestore,
  mongodb,
  postgresql,
  aws,
  azure,
  gcp,
  wordpress,
  jamstack,
  woocommerce,
} satisfies Record<string, z.input<typeof serviceDetailSchema>>;
