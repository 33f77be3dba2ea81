import { FeatureGrid } from "~/components/sections/feature-grid";
import { PageHero } from "~/components/sections/page-hero";
import { ProcessSteps } from "~/components/sections/process-steps";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { site } from "../../content/site";
import type { Route } from "./+types/careers";

export const loader = ({ url }: Route.LoaderArgs) => ({
  ...loadPage(url, "careers"),
  careersEmail: `careers@${site.email.split("@")[1]}`,
  heroArt: heroArtwork("careers"),
});
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

const employmentLabel = { FULL_TIME: "Full-time", PART_TIME: "Part-time", CONTRACTOR: "Contract", INTERN: "Internship" } as const;

export default function Careers({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, careersEmail, heroArt } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        art={heroArt}
        actions={[{ label: "See open roles", to: "#open-roles" }, { label: "Life at Alphai", to: "/about/life-at-alphai" }]}
      />
      <Section title="Why join us">
        <FeatureGrid items={content.whyJoin} columns={content.whyJoin.length === 4 ? 4 : 3} />
      </Section>
      <section className="section section-muted" aria-labelledby="open-roles" >
        <div className="container">
          <header className="section-header">
            <h2 id="open-roles">Open roles</h2>
          </header>
          {content.roles.length === 0 ? (
            <p className="empty-state">{content.noRoles}</p>
          ) : (
            <ul className="roles">
              {content.roles.map((role) => (
                <li key={role.slug} id={role.slug} className="role">
                  <details>
                    <summary>
                      <h3>{role.title}</h3>
                      <span className="role-meta">
                        <span>{role.department}</span>
                        <span>{role.location}</span>
                        <span>{employmentLabel[role.type]}</span>
                        {role.remote ? <span>Remote-friendly</span> : null}
                      </span>
                      <svg className="chevron" viewBox="0 0 12 12" width={16} height={16} aria-hidden="true" focusable="false">
                        <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                      </svg>
                    </summary>
                    <div className="role-body">
                      <p>{role.description}</p>
                      <h4>What you will do</h4>
                      <ul className="role-list">
                        {role.responsibilities.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                      <h4>What you bring</h4>
                      <ul className="role-list">
                        {role.requirements.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                      <p className="role-apply">
                        <a className="button button-primary" href={`mailto:${careersEmail}?subject=${encodeURIComponent(`Application: ${role.title}`)}`}>
                          Apply for this role
                        </a>
                      </p>
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
      <Section title="How hiring works">
        <ProcessSteps steps={content.hiringProcess} />
      </Section>
      <Section title="How to apply" tone="muted">
        <p className="prose">{content.howToApply}</p>
        <p className="prose">
          Write to <a href={`mailto:${careersEmail}`}>{careersEmail}</a>.
        </p>
      </Section>
    </>
  );
}
