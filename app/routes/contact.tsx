import { ContactForm } from "~/components/forms/contact-form";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { getFamilyCards, loadPage } from "~/lib/page-data.server";
import { site } from "../../content/site";
import type { Route } from "./+types/contact";

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...loadPage(request, "contact"),
    // The values are the schema's SERVICE_OPTIONS: each family page's path.
    services: getFamilyCards().map((family) => ({ value: family.path.slice(1), label: family.label })),
  };
}

export const meta: Route.MetaFunction = ({ data }) => pageMeta(data);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, services } = loaderData;
  return (
    <>
      <PageHero title={content.h1} intro={content.intro} crumbs={breadcrumbs} variant="compact" />
      <section className="section" aria-label="Contact form">
        <div className="container contact-layout">
          <ContactForm services={services} />
          <aside className="contact-aside" aria-labelledby="contact-hours">
            <h2 id="contact-hours">Opening hours</h2>
            <p>
              {site.hours.label} (local time in each office). Write to{" "}
              <a href={`mailto:${site.email}`}>{site.email}</a> at any time.
            </p>
          </aside>
        </div>
      </section>
      <Section title="Our offices" tone="muted">
        <ul className="offices">
          {site.offices.map((office) => (
            <li key={office.id} className="office-card">
              <h3>
                {office.region} · {office.city}
              </h3>
              <address>
                {office.streetAddress}
                <br />
                {[office.postalCode, office.locality].filter(Boolean).join(" ")}, {office.country}
              </address>
              <p>
                <a href={`tel:${office.phone}`}>{office.phoneDisplay}</a>
                <br />
                <a href={`mailto:${office.email}`}>{office.email}</a>
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <section className="cta-band" aria-labelledby="contact-next">
        <div className="container cta-inner">
          <div>
            <h2 id="contact-next" className="cta-title">
              {content.cta.title}
            </h2>
            <p>{content.cta.body}</p>
          </div>
        </div>
      </section>
    </>
  );
}
