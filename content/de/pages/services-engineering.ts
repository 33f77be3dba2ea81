/**
 * Engineering-Leistungen auf Deutsch: die Familien Product Engineering, Website-Entwicklung und
 * App-Entwicklung mit ihren Detailseiten.
 *
 * Die Framework-Seiten (Angular, React, Vue.js, .NET, Node.js, Java, Python) sind auch über Aliasse unter
 * /de/capabilities/frontend und /de/capabilities/backend erreichbar; ihr Text ist daher die maßgebliche Seite der
 * Website zur Entwicklung mit der jeweiligen Technologie.
 *
 * Eine Datei pro Seite, in einem Ordner pro Familie: content/de/pages/services-engineering/<Familie>/<Seiten-ID>.ts;
 * dieses Modul fasst sie nach Seiten-ID zusammen, mit denselben Schlüsseln wie content/pages/services-engineering.ts.
 */
import type { z } from "zod";
import type { serviceDetailSchema, serviceFamilySchema } from "../../schema";
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
