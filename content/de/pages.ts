/**
 * The German page entries by page id, gathered from content/de/pages/ (one file per page, mirroring
 * content/pages/) by the same map as the English (content/page-entries.ts). content/index.ts checks each against its
 * English original (content/i18n/parity.ts).
 */
import { entriesByPageId } from "../page-entries";
import * as areas from "./pages/index";

export const germanEntries = entriesByPageId(areas);
