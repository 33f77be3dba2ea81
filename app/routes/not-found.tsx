import { useNavigate } from "react-router";
import { PageLink } from "~/components/ui/page-link";
import { FloatIllustration } from "~/components/ui/float-illustration";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: "Page not found | Alphai" },
  { name: "description", content: "The page you asked for does not exist on the Alphai website." },
  { name: "robots", content: "noindex" },
];

/** Any unknown path (spec, section 2). The server answers it with status 404. */
export default function NotFound() {
  const navigate = useNavigate();
  const goBack = () => {
    // React Router numbers the entries of this tab's session: above 0, we came from a page of the app.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    const fromThisSite = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
    if (index > 0) navigate(-1);
    else if (fromThisSite && window.history.length > 1) window.history.back();
    else navigate("/");
  };
  return (
    <section className="not-found container" aria-labelledby="page-title">
      <FloatIllustration />
      <h1 id="page-title">Oops! Page not found</h1>
      <p>We can't seem to find the page you're looking for.</p>
      <div className="not-found-actions">
        <button type="button" className="button button-primary" onClick={goBack}>
          Go Back
        </button>
        <PageLink href="/" className="button button-ghost-dark">
          Homepage
        </PageLink>
      </div>
    </section>
  );
}
