import { data } from "react-router";
import { ApplicationForm } from "~/components/forms/application-form";
import { APPLICATION_LIMITS } from "~/shared/application-limits";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { PageLink } from "~/components/ui/page-link";
import { inlineMarkdownHtml } from "~/lib/markdown.server";
import { pageMeta } from "~/lib/meta";
import { collectionParent, localeOf, seoData, seoFor } from "~/lib/page-data.server";
import { roleHeroArt } from "~/lib/art.server";
import { applicationConsentHtml, applicationFormWords } from "~/lib/form-words.server";
import { contentIn, isRoleOpen } from "../../content";
import { ROLE_SECTIONS } from "../../content/collections";
import { fill, pageUi } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import { localePath } from "~/shared/locale";
import { collections, rolePath } from "../../content/registry";
import { roleFacts } from "../../content/role-facts";
import { pageLocales } from "../../content/routes";
import type { Route } from "./+types/role";

/**
 * A job opening's page, prerendered for every role of content/roles/. An open role shows its facts,
 * hiring steps and the application form (its JobPosting is injected by the build, content/structured-data.ts);
 * a closed one (validThrough passed at build) shows "this role is closed", noindex, and the server answers it
 * with 410 Gone (the build lists it in the site manifest's `gone`).
 */
export function loader({ params, url }: Route.LoaderArgs) {
  const locale = localeOf(url);
  const role = contentIn(locale).roles.find((item) => item.slug === params.slug);
  if (!role) throw data("Not Found", { status: 404, statusText: "Not Found" });
  const parent = collectionParent(collections.roles.parentId, locale);
  const path = localePath(rolePath(role.slug), locale);
  const open = isRoleOpen(role, new Date());
  const seo = { ...seoFor(path, role.seoTitle, role.description, "website", pageLocales(path)), noindex: !open };
  const ui = pageUi(locale, "role");
  // The lists and the steps reach the page as their HTML (lines of Markdown, decision 057).
  const { responsibilities, requirements, hiringSteps, ...fields } = role;
  const html = (line: string) => inlineMarkdownHtml(line, locale);
  return {
    ...seoData(seo),
    canonicalPath: path,
    locale,
    open,
    role: open ? fields : { slug: role.slug, title: role.title },
    body: open
      ? {
          responsibilities: responsibilities.map(html),
          requirements: requirements.map(html),
          hiringSteps: hiringSteps.map((step) => ({ title: step.title, html: html(step.body) })),
        }
      : undefined,
    facts: open ? roleFacts(role, locale) : [],
    breadcrumbs: [...parent.crumbs, { label: role.title, path }],
    careersPath: parent.path,
    consentHtml: applicationConsentHtml(locale),
    /** The application form's words in the page's language (content/i18n/forms.ts). */
    forms: applicationFormWords(locale, role.title),
    sentPath: pathIn("application-sent", locale),
    limits: APPLICATION_LIMITS,
    heroArt: roleHeroArt(role, locale),
    // The closed role's notice, naming the role, and the headings of an open role's Markdown sections.
    ui: { ...ui, closedIntro: fill(ui.closedIntro, { title: role.title }), ...ROLE_SECTIONS[locale] },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function RolePage({ loaderData }: Route.ComponentProps) {
  const { open, role, body, facts, breadcrumbs, careersPath, consentHtml, sentPath, limits, heroArt, ui } = loaderData;
  if (!open || !("summary" in role) || !body) {
    return (
      <>
        <PageHero
          title={ui.closedTitle}
          intro={ui.closedIntro}
          crumbs={breadcrumbs}
          crumbsLabel={ui.breadcrumb}
          art={heroArt}
        />
        <Section title={ui.stillInterested}>
          <p className="prose">
            <PageLink href={`${careersPath}#open-roles`}>{ui.seeOpenRoles}</PageLink>
          </p>
        </Section>
      </>
    );
  }
  return (
    <>
      <PageHero
        title={role.title}
        intro={role.summary}
        eyebrow={role.department}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        art={heroArt}
      />
      <div className="container role-page">
        <dl className="role-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
        </dl>
        <section aria-labelledby="role-do">
          <h2 id="role-do">{ui.responsibilities}</h2>
          <ul className="role-list">
            {body.responsibilities.map((item) => (
              <li key={item} dangerouslySetInnerHTML={{ __html: item }} />
            ))}
          </ul>
        </section>
        <section aria-labelledby="role-bring">
          <h2 id="role-bring">{ui.requirements}</h2>
          <ul className="role-list">
            {body.requirements.map((item) => (
              <li key={item} dangerouslySetInnerHTML={{ __html: item }} />
            ))}
          </ul>
        </section>
      </div>
      <Section title={ui.hiringSteps} tone="muted">
        <ProcessSteps steps={body.hiringSteps} />
      </Section>
      <div className="container role-apply-section">
        <ApplicationForm
          key={role.slug}
          role={role.slug}
          words={loaderData.forms}
          consentHtml={consentHtml}
          sentPath={sentPath}
          limits={limits}
        />
      </div>
    </>
  );
}
