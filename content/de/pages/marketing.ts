/**
 * Das Marketing-Menü auf Deutsch: die Familien Digitalmarketing, Markenaktivierung, Entwicklung und Design
 * und ihre Detailseiten.
 *
 * Eine Datei pro Seite, in einem Ordner pro Familie: content/de/pages/marketing/<Familie>/<Seiten-ID>.ts; dieses
 * Modul fasst sie nach Seiten-ID zusammen (dieselben Exporte wie content/pages/marketing.ts).
 */
import type { z } from "zod";
import type { serviceDetailSchema, serviceFamilySchema } from "../../schema";
import { digitalMarketing } from "./marketing/digital-marketing/digital-marketing";
import { brandActivation } from "./marketing/brand-activation/brand-activation";
import { development } from "./marketing/development/development";
import { design } from "./marketing/design/design";
import { seo } from "./marketing/digital-marketing/seo";
import { emailMarketing } from "./marketing/digital-marketing/email-marketing";
import { contentMarketing } from "./marketing/digital-marketing/content-marketing";
import { brandStrategy } from "./marketing/brand-activation/brand-strategy";
import { digitalCampaigns } from "./marketing/brand-activation/digital-campaigns";
import { influencerCollaboration } from "./marketing/brand-activation/influencer-collaboration";
import { marketingWebsites } from "./marketing/development/marketing-websites";
import { marketingMobileApps } from "./marketing/development/marketing-mobile-apps";
import { designUiUx } from "./marketing/design/design-ui-ux";
import { designWeb } from "./marketing/design/design-web";
import { designGraphic } from "./marketing/design/design-graphic";
import { designAnimations } from "./marketing/design/design-animations";

export const marketingFamilies = {
  "digital-marketing": digitalMarketing,
  "brand-activation": brandActivation,
  development,
  design,
} satisfies Record<string, z.input<typeof serviceFamilySchema>>;

export const marketingDetails = {
  seo,
  "email-marketing": emailMarketing,
  "content-marketing": contentMarketing,
  "brand-strategy": brandStrategy,
  "digital-campaigns": digitalCampaigns,
  "influencer-collaboration": influencerCollaboration,
  "marketing-websites": marketingWebsites,
  "marketing-mobile-apps": marketingMobileApps,
  "design-ui-ux": designUiUx,
  "design-web": designWeb,
  "design-graphic": designGraphic,
  "design-animations": designAnimations,
} satisfies Record<string, z.input<typeof serviceDetailSchema>>;
