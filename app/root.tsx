import "./styles/fonts.css";
import "./styles/global.css";
// Photos (app/components/ui/photo.tsx), which an article's text may show: one stylesheet for every page, not two.
import "./styles/photo.css";
import "./styles/art.css";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ChunkErrorView } from "./components/layout/chunk-error-view";
import { HydrationMarker } from "./components/layout/hydration-marker";
import { NavigationStatus } from "./components/layout/navigation-status";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { chunkErrorKind } from "./shared/chunk-errors";
import { chunkErrorScript } from "./shared/chunk-error-script";
import { historyBackScript } from "./shared/history-back-script";
import { platformFallbackScript } from "./shared/platform-fallback-script";
import { usePageLinks } from "./lib/page-links";
import { layoutData, type LayoutData } from "./lib/layout-data.server";
import { localeOfPath } from "./shared/locale";

/**
 * The page's language, its menu and company facts, computed at build and embedded in each page. They never change
 * in a session: page links stay in their language, and the language switcher loads the other language's page.
 */
export const loader = ({ url }: Route.LoaderArgs) => layoutData(localeOfPath(url.pathname));
export const shouldRevalidate = () => false;

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-180.png" },
  { rel: "manifest", href: "/site.webmanifest" },
  // Preloaded so it usually arrives within font-display: optional's short wait (app/styles/fonts.css).
  { rel: "preload", href: interLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  usePageLinks();
  const layout = useRouteLoaderData("root") as LayoutData | undefined;
  return (
    <html lang={layout?.locale ?? "en"}>
      <head>
        <meta charSet="utf-8" />
        {/* Prerendered once; hydration keeps the DOM as is, so the client bundle does not carry the text. */}
        <script
          dangerouslySetInnerHTML={{
            __html: import.meta.env.SSR ? chunkErrorScript() + historyBackScript() + platformFallbackScript() : "",
          }}
          suppressHydrationWarning
        />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#141850" />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {layout?.ui.skipToContent ?? "Skip to content"}
        </a>
        <SiteHeader />
        <NavigationStatus />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <HydrationMarker />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function HydrateFallback() {
  return (
    <div className="page-status container" role="status">
      Loading...
    </div>
  );
}

/**
 * A page that failed to render. Its words are the layout's, in the page's language (root loader data, there whenever
 * the layout is): a sentence of their own and the HTTP status, if any, never the error's internal text. Without the
 * layout, the error's own text.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData("root") as LayoutData | undefined;
  const chunk = chunkErrorKind(error);
  if (chunk) return <ChunkErrorView kind={chunk} error={error} />;
  const words = layout?.ui.appError;
  const detail = words
    ? `${words.detail}${isRouteErrorResponse(error) ? ` (${error.status})` : ""}`
    : error instanceof Error
      ? error.message
      : "Unknown error";
  return (
    <section className="error-page container">
      <h1>{words?.title ?? "Unexpected Application Error!"}</h1>
      <p className="error-detail">{detail}</p>
    </section>
  );
}
