import { ContactForm } from "~/components/forms/contact-form";
import { PageHero } from "~/components/sections/page-hero";
import { PageLink } from "~/components/ui/page-link";
import { pageMeta } from "~/lib/meta";
import { getFamilyCards, loadPage } from "~/lib/page-data.server";
import { pageUi } from "../../content/i18n/ui";
import { ratesPathIn, siteIn } from "../../content/localized";
import { basePath } from "~/shared/locale";
import { contactConsentHtml, contactFormWords } from "~/lib/form-words.server";
import { heroArtwork } from "~/lib/art.server";
import { renderToStaticMarkup } from "react-dom/server";
import { OfficeContacts } from "~/components/layout/office-cards";
import { officeContact } from "../../content/site";
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
    ratesPath: ratesPathIn(locale),
    // Each office with the person to call there (content/site.ts `people`), drawn at build.
    officesHtml: renderToStaticMarkup(
      <OfficeContacts
        offices={site.offices.map((office) => {
          const person = officeContact(office.id);
          return {
            office,
            person: person && { name: person.name, role: person.role?.[locale] ?? "" },
          };
        })}
        hours={{ opens: site.hours.opens, closes: site.hours.closes }}
        words={pageUi(locale, "contact")}
      />,
    ),
    heroArt: heroArtwork("contact", locale),
    ui: pageUi(locale, "contact"),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, services, consentHtml, officesHtml, email, ui } = loaderData;
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
      <section className="section contact-section" aria-label={ui.form}>
        <div className="container contact-layout">
          <ContactForm services={services} consentHtml={consentHtml} words={loaderData.forms} />
          {/* Prefer to talk first: each office's phone, hours and the person who takes the call. */}
          <aside className="contact-aside" aria-labelledby="contact-talk">
            <h2 id="contact-talk">{content.cta.title}</h2>
            <p>{content.cta.body}</p>
            <div className="art-slot" dangerouslySetInnerHTML={{ __html: officesHtml }} />
            <p className="contact-write">
              {ui.writeBefore}
              <a href={`mailto:${email}`}>{email}</a>
              {ui.writeAfter}
            </p>
            <p className="contact-rates">
              <PageLink href={loaderData.ratesPath}>{ui.seeRates}</PageLink>
            </p>
          </aside>
        </div>
      </section>
    </>
  );
}
