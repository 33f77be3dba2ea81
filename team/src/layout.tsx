/**
 * The signed-in frame of every screen: a skip link, the workspace's navigation (only the screens the member's role
 * may use), who is signed in, the screen itself and the live region for results of actions.
 */
import { useEffect, useRef, useState } from "react";
import {
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  ScrollRestoration,
  useLocation,
  useNavigate,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { act, ApiError, load } from "./api";
import { announce, ANNOUNCER_ID } from "./announce";
import { StepUpDialog } from "./components/step-up";
import { ShortcutsHelp } from "./components/shortcuts";
import { EmptyState, ScreenHeader } from "./components/ui";
import { homeOf, screenFor, SCREENS, type NavCount } from "./screens";
import { localDay, ROLE_HINTS, ROLE_LABELS, type Member } from "./types";

export const workspaceLoader = ({ request }: { request: Request }) => load<{ member: Member }>(request, "/me");

/** The signed-in member (the workspace route's data). */
export function useMember(): Member {
  return (useRouteLoaderData("workspace") as { member: Member }).member;
}

/** How often the navigation's counts are fetched again while the workspace is open (and on every move in it). */
const COUNTS_EVERY_MS = 60_000;

/**
 * The navigation's counts (the team's overdue leads, what is due for the member): fetched on every screen change
 * and every minute while the tab is visible, for the roles that see leads. A failure keeps the last counts.
 */
function useNavCounts(member: Member): Partial<Record<NavCount, number>> {
  const [counts, setCounts] = useState<Partial<Record<NavCount, number>>>({});
  const location = useLocation();
  const wanted = SCREENS.some((screen) => screen.count && screen.roles.includes(member.role));
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const fetchCounts = () => {
      if (document.visibilityState === "hidden") return;
      act<Record<NavCount, number>>(`/counts?today=${localDay()}`).then(
        (next) => live && setCounts(next),
        () => undefined,
      );
    };
    fetchCounts();
    const timer = setInterval(fetchCounts, COUNTS_EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [wanted, location.key]);
  return counts;
}

function Navigation({ member, open }: { member: Member; open: boolean }) {
  const counts = useNavCounts(member);
  return (
    <nav id="workspace-nav" className="workspace-nav" aria-label="Workspace" data-open={open}>
      <ul className="nav-list">
        {SCREENS.filter((screen) => screen.roles.includes(member.role)).map((screen) => {
          const count = screen.count ? counts[screen.count[0]] : undefined;
          return (
            <li key={screen.path}>
              <NavLink to={screen.path} className="nav-link">
                {screen.label}
                {count ? (
                  <span className="nav-count" data-count={screen.count![0]}>
                    {count.toLocaleString("en-GB")}
                    <span className="visually-hidden"> {screen.count![1]}</span>
                  </span>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function useSignOut() {
  const navigate = useNavigate();
  return async () => {
    try {
      await act("/sign-out", { method: "POST" });
    } catch (error) {
      // Already signed out (401) is the goal reached; anything else is said.
      if (!(error instanceof ApiError) || error.status !== 401) {
        announce(`Signing out failed: ${error instanceof Error ? error.message : "try again"}`);
        return;
      }
    }
    navigate("/sign-in?signed-out=1");
  };
}

/** Focus moves to the new screen's heading when the path changes (not for a new filter on the same list). */
function useFocusOnNavigate(pathname: string) {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.querySelector<HTMLElement>("main h1")?.focus();
  }, [pathname]);
}

export function Layout() {
  const member = useMember();
  const location = useLocation();
  const navigation = useNavigation();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuFor, setMenuFor] = useState(location.pathname);
  // The phone's menu closes when a link in it is followed.
  if (menuFor !== location.pathname) {
    setMenuFor(location.pathname);
    setMenuOpen(false);
  }
  useFocusOnNavigate(location.pathname);
  const busy = navigation.state !== "idle";
  const screen = screenFor(location.pathname);
  const allowed = !screen || screen.roles.includes(member.role);

  return (
    <div className="workspace">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="workspace-bar" data-surface="dark">
        <div className="brand-row">
          <Link to={homeOf(member.role)} className="brand">
            <img src="/logo-light.svg" alt="Alphai" width="100" height="30" />
            <span className="brand-label">Team</span>
          </Link>
          <button
            type="button"
            className="menu-button"
            aria-expanded={menuOpen}
            aria-controls="workspace-nav"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            {menuOpen ? "Close menu" : "Menu"}
          </button>
        </div>
        <Navigation member={member} open={menuOpen} />
        <div className="member-card" data-open={menuOpen}>
          <p className="member-name">{member.name || member.email}</p>
          <p className="member-role">{ROLE_LABELS[member.role]}</p>
          <button type="button" className="button button-on-dark" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <div className="progress" hidden={!busy} aria-hidden="true" />
      <main id="main" tabIndex={-1} aria-busy={busy || undefined}>
        {allowed ? <Outlet /> : <Forbidden member={member} />}
      </main>
      <div id={ANNOUNCER_ID} role="status" aria-live="polite" className="visually-hidden" />
      <StepUpDialog />
      <ShortcutsHelp />
      <ScrollRestoration />
    </div>
  );
}

function Forbidden({ member }: { member: Member }) {
  return (
    <>
      <ScreenHeader title="No access to this screen" />
      <EmptyState title={`Your role, ${ROLE_LABELS[member.role]}, does not include this screen.`}>
        <p>{ROLE_HINTS[member.role]} If you need more, ask an owner to change your role on the Members screen.</p>
        <p>
          <Link to={homeOf(member.role)}>Go to your start screen</Link>
        </p>
      </EmptyState>
    </>
  );
}

export function NotFound() {
  const member = useMember();
  return (
    <>
      <ScreenHeader title="Not found" />
      <EmptyState title="There is no such screen in the workspace.">
        <p>The address may be mistyped, or what it showed may have been erased.</p>
        <p>
          <Link to={homeOf(member.role)}>Go to your start screen</Link>
        </p>
      </EmptyState>
    </>
  );
}

/** A screen whose data could not be loaded: no access (403), gone (404), or the server's trouble. */
export function ScreenError() {
  const error = useRouteError();
  const member = useMember();
  const navigate = useNavigate();
  if (error instanceof ApiError && error.status === 403) return <Forbidden member={member} />;
  if ((error instanceof ApiError && error.status === 404) || (isRouteErrorResponse(error) && error.status === 404))
    return <NotFound />;
  const message = error instanceof ApiError ? error.message : "Something went wrong while showing this screen.";
  return (
    <>
      <ScreenHeader title="This screen could not be shown" />
      <div role="alert" className="alert alert-error">
        <p>{message}</p>
        <button type="button" className="button button-secondary" onClick={() => navigate(".", { replace: true })}>
          Try again
        </button>
      </div>
    </>
  );
}

/** The workspace could not start: the server did not answer who is signed in. */
export function RootError() {
  const error = useRouteError();
  useEffect(() => {
    document.title = "Workspace unavailable · Alphai team";
  }, []);
  return (
    <main id="main" className="standalone">
      <h1>The workspace could not load</h1>
      <div role="alert" className="alert alert-error">
        <p>{error instanceof ApiError ? error.message : "Something went wrong while starting the workspace."}</p>
      </div>
      <p>
        <a className="button button-primary" href={location.href}>
          Reload
        </a>
      </p>
    </main>
  );
}

/** While the first screen's code and data load. */
export function Starting() {
  return (
    <p className="starting" role="status">
      Opening the workspace…
    </p>
  );
}

/** `/team`: the first screen the member's role may use. */
export function Home() {
  return <Navigate to={homeOf(useMember().role)} replace />;
}
