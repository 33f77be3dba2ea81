/**
 * This language's page areas, one module each (content/page-entries.ts's PageAreas: a missing or extra area fails the
 * type check). The folders mirror each other: content/pages/ in English, content/de/pages/ in German.
 */
export * as audiences from "./audiences";
export * as capabilities from "./capabilities";
export * as company from "./company";
export * as legal from "./legal";
export * as marketing from "./marketing";
export * as notices from "./notices";
export * as search from "./search";
export * as delivery from "./services-delivery";
export * as engineering from "./services-engineering";
