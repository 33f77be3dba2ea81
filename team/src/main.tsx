/**
 * The team workspace's single-page app (decision 026): React Router's data router under /team, one lazily loaded
 * chunk per screen. Every screen's data comes from /api/team; a signed-out visitor is sent to the sign-in, which
 * brings them back to the screen they asked for.
 */
import "../../app/styles/fonts.css";
import "./team.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { isSignIn, signInPath, whenSignedOut, workspacePath, WORKSPACE_BASE } from "./api";
import { Home, Layout, NotFound, RootError, ScreenError, Starting, workspaceLoader } from "./layout";

const router = createBrowserRouter(
  [
    { path: "/sign-in", lazy: () => import("./screens/sign-in"), HydrateFallback: Starting },
    {
      id: "workspace",
      path: "/",
      loader: workspaceLoader,
      // Who is signed in is read once; signing out or in leaves this route, so it is read again on return.
      shouldRevalidate: () => false,
      Component: Layout,
      ErrorBoundary: RootError,
      HydrateFallback: Starting,
      children: [
        {
          ErrorBoundary: ScreenError,
          children: [
            { index: true, Component: Home },
            { path: "leads", lazy: () => import("./screens/leads") },
            { path: "leads/:id", lazy: () => import("./screens/lead") },
            { path: "my-day", lazy: () => import("./screens/my-day") },
            { path: "subscribers", lazy: () => import("./screens/subscribers") },
            { path: "applications", lazy: () => import("./screens/applications") },
            { path: "applications/:id", lazy: () => import("./screens/application") },
            { path: "content/:collection", lazy: () => import("./screens/content") },
            { path: "content/:collection/new", lazy: () => import("./screens/content-new") },
            { path: "content/:collection/:slug", lazy: () => import("./screens/content-entry") },
            { path: "templates", lazy: () => import("./screens/templates") },
            { path: "members", lazy: () => import("./screens/members") },
            { path: "account", lazy: () => import("./screens/account") },
            { path: "erase", lazy: () => import("./screens/erase") },
            { path: "retention", lazy: () => import("./screens/retention") },
            { path: "audit", lazy: () => import("./screens/audit") },
            { path: "audit/security", lazy: () => import("./screens/security-log") },
            { path: "*", Component: NotFound },
          ],
        },
      ],
    },
  ],
  { basename: WORKSPACE_BASE },
);

// A session that ends while a screen is open (signed out elsewhere, removed by an owner): back to the sign-in, which
// returns to that screen. The router's location is the browser's address, with the base. A member already on the
// sign-in, or on the way to it (signing out), stays there.
whenSignedOut(() => {
  const { location, navigation } = router.state;
  if ([location, navigation.location].some((at) => at && isSignIn(workspacePath(at.pathname)))) return;
  void router.navigate(signInPath(workspacePath(location.pathname) + location.search));
});

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
