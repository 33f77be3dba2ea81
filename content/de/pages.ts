/**
 * The German page entries by page id, gathered from content/de/pages/ (one file per page, mirroring
 * content/pages/) by the same map as the English (content/page-entries.ts). content/index.ts checks each against its
 * English original (content/i18n/parity.ts).
 */
import { entriesByPageId } from "../page-entries";
import * as audiences from "./pages/audiences";
import * as capabilities from "./pages/capabilities";
import * as company from "./pages/company";
import * as legal from "./pages/legal";
import * as marketing from "./pages/marketing";
import * as notices from "./pages/notices";
import * as search from "./pages/search";
import * as delivery from "./pages/services-delivery";
import * as engineering from "./pages/services-engineering";

export const germanEntries = entriesByPageId({
  audiences,
  capabilities,
  company,
  legal,
  marketing,
  notices,
  search,
  delivery,
  engineering,
});
