/**
 * Company pages: the home page, the About pages (story, careers, life at
 * Alphai, engagement models) and the index pages (work, resources, gallery,
 * contact). Leadership and staff named here are fictional.
 *
 * One file per page: content/pages/company/<page id>.ts.
 */
export { homePage } from "./company/home";
export { storyPage } from "./company/our-story";
export { careersPage } from "./company/careers";
export { lifePage } from "./company/life-at-alphai";
export { engagementPage } from "./company/engagement-models";
export { workPage } from "./company/work";
export { resourcesPage } from "./company/resources";
export { galleryPage } from "./company/gallery";
export { contactPage } from "./company/contact";
