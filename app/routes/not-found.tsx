import { PageLink } from "~/components/ui/page-link";
import { FloatIllustration } from "~/components/ui/float-illustration";
import { HISTORY_BACK_ATTRIBUTE } from "~/shared/history-back-script";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Alphai" },
  { name: "description", content: "The page you asked for does not exist on the Alphai website." },
  { name: "robots", content: "noindex" },
];

/**
 * Any unknown path. The server answers it with status 404. Go Back is handled by the
 * inline script in <head> (app/shared/history-back-script.ts), so it works before hydration; without
 * JavaScript it cannot, and global.css hides it (`scripting: none`).
 */
export default function NotFound() {
  return (
    <section className="not-found container" aria-labelledby="page-title">
      <FloatIllustration />
      <h1 id="page-title">Oops! Page not found</h1>
      <p>We can't seem to find the page you're looking for.</p>
      <div className="not-found-actions">
        <button type="button" className="button button-primary" {...{ [HISTORY_BACK_ATTRIBUTE]: "" }}>
          Go Back
        </button>
        <PageLink href="/" className="button button-ghost-dark">
          Homepage
        </PageLink>
      </div>
    </section>
  );
}
