/**
 * Which page id each area module's export is: one map for both languages. content/index.ts gathers the English
 * modules of content/pages/ with it, content/de/pages.ts the German ones of content/de/pages/ (the same exports).
 */
type Entries = Readonly<Record<string, unknown>>;

/** The area modules of one language, as namespaces (`import * as company from "./pages/company"`). */
export interface PageAreas {
  readonly company: {
    readonly homePage: unknown;
    readonly workPage: unknown;
    readonly resourcesPage: unknown;
    readonly contactPage: unknown;
    readonly galleryPage: unknown;
    readonly storyPage: unknown;
    readonly careersPage: unknown;
    readonly lifePage: unknown;
    readonly engagementPage: unknown;
  };
  readonly audiences: { readonly audiencePages: Entries };
  readonly notices: { readonly noticePages: Entries };
  readonly legal: { readonly legalPages: Entries };
  readonly search: { readonly searchPage: unknown };
  readonly engineering: { readonly engineeringFamilies: Entries; readonly engineeringDetails: Entries };
  readonly delivery: { readonly deliveryFamilies: Entries; readonly deliveryDetails: Entries };
  readonly marketing: { readonly marketingFamilies: Entries; readonly marketingDetails: Entries };
  readonly capabilities: { readonly capabilityFamilies: Entries; readonly capabilityDetails: Entries };
}

/** Every page entry of a language by page id, before parsing. */
export const entriesByPageId = (areas: PageAreas): Record<string, unknown> => ({
  home: areas.company.homePage,
  work: areas.company.workPage,
  resources: areas.company.resourcesPage,
  contact: areas.company.contactPage,
  gallery: areas.company.galleryPage,
  "our-story": areas.company.storyPage,
  careers: areas.company.careersPage,
  "life-at-alphai": areas.company.lifePage,
  "engagement-models": areas.company.engagementPage,
  ...areas.audiences.audiencePages,
  ...areas.notices.noticePages,
  ...areas.legal.legalPages,
  search: areas.search.searchPage,
  ...areas.engineering.engineeringFamilies,
  ...areas.engineering.engineeringDetails,
  ...areas.delivery.deliveryFamilies,
  ...areas.delivery.deliveryDetails,
  ...areas.marketing.marketingFamilies,
  ...areas.marketing.marketingDetails,
  ...areas.capabilities.capabilityFamilies,
  ...areas.capabilities.capabilityDetails,
});
