import { ContactForm } from "~/components/forms/contact-form";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { getFamilyCards, loadPage } from "~/lib/page-data.server";
import { pageUi } from "../../content/i18n/ui";
import { siteIn } from "../../content/localized";
import { basePath } from "~/shared/locale";
import { contactConsentHtml, contactFormWords } from "~/lib/form-words.server";
import { heroArtwork } from "~/lib/art.server";
import { renderToStaticMarkup } from "react-dom/server";
import { OfficeCards } from "~/components/layout/office-cards";
import type { Route } from "./+types/contact";

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "contact");
  const { locale } = page;
  const site = siteIn(locale);
  return {
    ...page,
    // The values are the schema's SERVICE_OPTIONS: each family page's path.
    services: getFamilyCards(page.locale).map((family) => ({
      value: basePath(family.path).slice(1),
      label: family.label,
    })),
    // Static content, drawn at build: its code stays out of the page's JavaScript.
    consentHtml: contactConsentHtml(page.locale),
    /** The contact form's words in the page's language (content/i18n/forms.ts). */
    forms: contactFormWords(page.locale),
    email: site.email,
    hours: site.hours.label,
    officesHtml: renderToStaticMarkup(<OfficeCards offices={site.offices} />),
    heroArt: heroArtwork("contact", locale),
    ui: pageUi(locale, "contact"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, services, consentHtml, officesHtml, email, hours, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        variant="compact"
        art={loaderData.heroArt}
      />
      <section className="section" aria-label={ui.form}>
        <div className="container contact-layout">
          <ContactForm services={services} consentHtml={consentHtml} words={loaderData.forms} />
          <aside className="contact-aside" aria-labelledby="contact-hours">
            <h2 id="contact-hours">{ui.hours}</h2>
            <p>
              {hours}
              {ui.hoursNote}
              <a href={`mailto:${email}`}>{email}</a>
              {ui.hoursEnd}
            </p>
          </aside>
        </div>
      </section>
      <Section title={ui.offices} tone="muted">
        <div className="art-slot" dangerouslySetInnerHTML={{ __html: officesHtml }} />
      </Section>
      <section className="cta-band" aria-labelledby="contact-next">
        <div className="container cta-inner">
          <div>
            <h2 id="contact-next" className="cta-title">
              {content.cta.title}
            </h2>
            <p>{content.cta.body}</p>
          </div>
          {/* The form is on this page (#form): the band's text and its button both say so. */}
          <a className="button button-primary" href="#form">
            {ui.toForm}
          </a>
        </div>
      </section>
    </>
  );
}
