/**
 * "Who we serve": the audience pages (startups, scale-ups, enterprises, NGOs)
 * and the industry pages. All use the audience schema. Their case studies are
 * not named here: each page lists the case studies (content/case-studies/) whose
 * `clientType` (audience pages) or `industry` (industry pages) is its page id.
 *
 * One file per page: content/pages/audiences/<page id>.ts; this module gathers them by page id.
 */
import type { z } from "zod";
import type { audienceSchema } from "../schema";
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
