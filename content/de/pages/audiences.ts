/**
 * „Für wen wir arbeiten“: die Zielgruppenseiten (Start-ups, Scale-ups, Großunternehmen, NGOs) und die
 * Branchenseiten, auf Deutsch. Alle nutzen das Zielgruppen-Schema. Ihre Fallstudien stehen nicht hier: Jede Seite
 * listet die Fallstudien (content/case-studies/), deren `clientType` (Zielgruppenseiten) oder `industry`
 * (Branchenseiten) ihre Seiten-ID ist.
 *
 * Eine Datei pro Seite: content/de/pages/audiences/<Seiten-ID>.ts; dieses Modul sammelt sie nach Seiten-ID.
 */
import type { z } from "zod";
import type { audienceSchema } from "../../schema";
import { startups } from "./audiences/startups";
import { scaleUps } from "./audiences/scale-ups";
import { enterprises } from "./audiences/enterprises";
import { ngos } from "./audiences/ngos";
import { bankingFinance } from "./audiences/banking-finance";
import { retailCommerce } from "./audiences/retail-commerce";
import { foodBeverages } from "./audiences/food-beverages";
import { education } from "./audiences/education";
import { healthcare } from "./audiences/healthcare";
import { socialNetworking } from "./audiences/social-networking";
import { travelHospitality } from "./audiences/travel-hospitality";
import { supplyChainLogistics } from "./audiences/supply-chain-logistics";
import { sports } from "./audiences/sports";

export const audiencePages = {
  startups,
  "scale-ups": scaleUps,
  enterprises,
  ngos,
  "banking-finance": bankingFinance,
  "retail-commerce": retailCommerce,
  "food-beverages": foodBeverages,
  education,
  healthcare,
  "social-networking": socialNetworking,
  "travel-hospitality": travelHospitality,
  "supply-chain-logistics": supplyChainLogistics,
  sports,
} satisfies Record<string, z.input<typeof audienceSchema>>;
