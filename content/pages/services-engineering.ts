/**
 * Engineering services: the product engineering, website development and
 * mobile app development families and their detail pages.
 *
 * The framework pages (Angular, React, Vue.js, .NET, Node.js, Java, Python)
 * are also reached through aliases under /capabilities/frontend and
 * /capabilities/backend, so their copy is the site's definitive page about
 * building with each technology.
 *
 * One file per page, in a folder per family: content/pages/services-engineering/<family>/<page id>.ts;
 * this module gathers them by page id.
 */
import type { z } from "zod";
import type { serviceDetailSchema, serviceFamilySchema } from "../schema";
import { productEngineering } from "./services-engineering/product-engineering/product-engineering";
import { websiteDevelopment } from "./services-engineering/website-development/website-development";
import { mobileAppDevelopment } from "./services-engineering/mobile-app-development/mobile-app-development";
import { discovery } from "./services-engineering/product-engineering/discovery";
import { uxUi } from "./services-engineering/product-engineering/ux-ui";
import { productDevelopment } from "./services-engineering/product-engineering/product-development";
import { digitalTransformation } from "./services-engineering/product-engineering/digital-transformation";
import { chatgptIntegration } from "./services-engineering/product-engineering/chatgpt-integration";
import { angular } from "./services-engineering/website-development/angular";
import { dotnet } from "./services-engineering/website-development/dotnet";
import { react } from "./services-engineering/website-development/react";
import { java } from "./services-engineering/website-development/java";
import { vue } from "./services-engineering/website-development/vue";
import { python } from "./services-engineering/website-development/python";
import { node } from "./services-engineering/website-development/node";
import { android } from "./services-engineering/mobile-app-development/android";
import { ios } from "./services-engineering/mobile-app-development/ios";
import { reactNative } from "./services-engineering/mobile-app-development/react-native";
import { flutter } from "./services-engineering/mobile-app-development/flutter";

export const engineeringFamilies = {
  "product-engineering": productEngineering,
  "website-development": websiteDevelopment,
  "mobile-app-development": mobileAppDevelopment,
} satisfies Record<string, z.input<typeof serviceFamilySchema>>;

export const engineeringDetails = {
  discovery,
  "ux-ui": uxUi,
  "product-development": productDevelopment,
  "digital-transformation": digitalTransformation,
  "chatgpt-integration": chatgptIntegration,
  angular,
  dotnet,
  react,
  java,
  vue,
  python,
  node,
  android,
  ios,
  "react-native": reactNative,
  flutter,
} satisfies Record<string, z.input<typeof serviceDetailSchema>>;
