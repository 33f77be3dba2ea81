/**
 * Die deutschen Unternehmensseiten: die Startseite, die Seiten „Über uns“ (Geschichte, Karriere, Arbeiten bei
 * Alphai, Zusammenarbeitsmodelle) und die Übersichtsseiten (Referenzen, Wissen, Galerie, Kontakt). Die hier
 * genannten Führungskräfte und Mitarbeitenden sind fiktiv.
 *
 * Eine Datei pro Seite: content/de/pages/company/<page id>.ts, mit denselben Exportnamen wie content/pages/company.ts.
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
