import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { PageLink } from "~/components/ui/page-link";
import { contentIn, isRoleOpen } from "../../content";
import { localePath } from "~/shared/locale";
import { rolePath } from "../../content/registry";
import { employmentTypeLabel, formatSalary } from "../../content/role-facts";
import { site } from "../../content/site";
import { pageUi } from "../../content/i18n/ui";
import { linkIn } from "../../content/localized";
import type { Route } from "./+types/careers";

export const loader = ({ url }: Route.LoaderArgs) => {
  const page = loadPage(url, "careers");
  const { locale } = page;
  return {
    ...page,
    careersEmail: `careers@${site.email.split("@")[1]}`,
    // Open at build time; a role that closes later leaves the list with the next build.
    roles: contentIn(locale)
      .roles.filter((role) => isRoleOpen(role, new Date()))
      .map((role) => ({
        slug: role.slug,
        path: localePath(rolePath(role.slug), locale),
        title: role.title,
        department: role.department,
        location: role.location.label,
        employment: employmentTypeLabel(role, locale),
        salary: formatSalary(role.salary, locale),
      })),
    heroArt: heroArtwork("careers", locale),
    life: linkIn("life-at-alphai", locale),
    ui: pageUi(locale, "careers"),
  };
};
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, careersEmail, heroArt, roles, life, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        art={heroArt}
        actions={[
          { label: ui.seeOpenRoles, to: "#open-roles" },
          { label: life.label, to: life.path },
        ]}
      />
      <Section title={ui.whyJoin}>
        <FeatureGrid items={content.whyJoin} columns={content.whyJoin.length === 4 ? 4 : 3} />
      </Section>
      <section className="section section-muted" aria-labelledby="open-roles">
        <div className="container">
          <header className="section-header">
            <h2 id="open-roles">{ui.openRoles}</h2>
          </header>
          {roles.length === 0 ? (
            <p className="empty-state">{content.noRoles}</p>
          ) : (
            <ul className="roles">
              {roles.map((role) => (
                <li key={role.slug} id={role.slug} className="role role-card">
                  <h3>
                    <PageLink href={role.path}>{role.title}</PageLink>
                  </h3>
                  <p className="role-meta">
                    <span>{role.department}</span>
                    <span>{role.location}</span>
                    <span>{role.employment}</span>
                  </p>
                  <p className="role-salary">{role.salary}</p>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <Section title={ui.hiring}>
        <ProcessSteps steps={content.hiringProcess} />
      </Section>
      <Section title={ui.howToApply} tone="muted">
        <p className="prose">{content.howToApply}</p>
        <p className="prose">
          {ui.writeTo}
          <a href={`mailto:${careersEmail}`}>{careersEmail}</a>
          {ui.writeToEnd}
        </p>
      </Section>
    </>
  );
}
