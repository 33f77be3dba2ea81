/**
 * The German page entries by page id, gathered from content/de/pages/ (one file per page, mirroring
 * content/pages/). content/index.ts checks each against its English original (content/i18n/parity.ts).
 */
import { audiencePages } from "./pages/audiences";
import { capabilityDetails, capabilityFamilies } from "./pages/capabilities";
import {
  careersPage,
  contactPage,
  engagementPage,
  galleryPage,
  homePage,
  lifePage,
  resourcesPage,
  storyPage,
  workPage,
} from "./pages/company";
import { legalPages } from "./pages/legal";
import { searchPage } from "./pages/search";
import { marketingDetails, marketingFamilies } from "./pages/marketing";
import { noticePages } from "./pages/notices";
import { deliveryDetails, deliveryFamilies } from "./pages/services-delivery";
import { engineeringDetails, engineeringFamilies } from "./pages/services-engineering";

export const germanEntries: Record<string, unknown> = {
  home: homePage,
  work: workPage,
  resources: resourcesPage,
  contact: contactPage,
  gallery: galleryPage,
  "our-story": storyPage,
  careers: careersPage,
  "life-at-alphai": lifePage,
  "engagement-models": engagementPage,
  ...audiencePages,
  ...noticePages,
  ...legalPages,
  search: searchPage,
  ...engineeringFamilies,
  ...engineeringDetails,
  ...deliveryFamilies,
  ...deliveryDetails,
  ...marketingFamilies,
  ...marketingDetails,
  ...capabilityFamilies,
  ...capabilityDetails,
};
