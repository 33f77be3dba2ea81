import { ComparisonTable } from "~/components/sections/comparison-table";
import { gridAttributes } from "~/shared/grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import type { Route } from "./+types/engagement";

const usd = (amount: number) => `$${amount.toLocaleString("en-GB")}`;

/** "Full time", "Half time", "1 day a week" (of a five-day week). */
const allocationText = (percent: number) =>
  percent === 100
    ? "Full time"
    : percent === 50
      ? "Half time"
      : percent % 20 === 0
        ? `${percent / 20} day${percent === 20 ? "" : "s"} a week`
        : `${percent}% of a week`;

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "engagement");
  const { exampleTeam, models } = page.content;
  // Figures are formatted at build: the page carries text, not formatting code.
  return {
    ...page,
    budgets: models.map((model) => ({
      id: model.id,
      name: model.name,
      band: `${usd(model.budget.min)} to ${usd(model.budget.max)} ${model.budget.per === "month" ? "a month" : "per project"}`,
      pricing: model.pricing,
      minimum: model.minimum,
    })),
    team: {
      ...exampleTeam,
      modelName: models.find((model) => model.id === exampleTeam.model)!.name,
      members: exampleTeam.members.map((member) => ({ ...member, allocation: allocationText(member.allocation) })),
      fte: (exampleTeam.members.reduce((sum, member) => sum + member.allocation, 0) / 100).toLocaleString("en-GB", {
        maximumFractionDigits: 1,
      }),
      monthly: usd(exampleTeam.monthly),
    },
    heroArt: heroArtwork(page.pageId),
  };
}
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

// eslint-disable-next-line max-lines-per-function -- the page's markup, section after section
export default function Engagement({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, heroArt, budgets, team } = loaderData;
  return (
    <>
      <PageHero title={content.h1} intro={content.intro} crumbs={breadcrumbs} art={heroArt} />
      <Section title="Three ways to work with us">
        <ul className="models grid-balanced" {...gridAttributes(content.models.length, 3)}>
          {content.models.map((model) => (
            <li key={model.id} id={model.id} className="model-card">
              <h3>{model.name}</h3>
              <p>{model.summary}</p>
              <h4>Best for</h4>
              <ul>
                {model.bestFor.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Typical budgets and minimum engagement" tone="muted" className="budgets">
        <p className="table-hint" aria-hidden="true">
          Swipe sideways to see every column →
        </p>
        {/* Focusable so keyboard users can scroll the table sideways on narrow screens (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="table-scroll" role="region" aria-label="Typical budgets" tabIndex={0}>
          <table className="comparison budget-table">
            <caption>Typical budgets by engagement model, in US dollars excluding VAT</caption>
            <thead>
              <tr>
                <th scope="col">Model</th>
                <th scope="col">Typical budget</th>
                <th scope="col">Minimum engagement</th>
              </tr>
            </thead>
            <tbody>
              {budgets.map((row) => (
                <tr key={row.id} data-model={row.id}>
                  <th scope="row">{row.name}</th>
                  <td>
                    <strong className="budget-band">{row.band}</strong>
                    <span className="budget-pricing">{row.pricing}</span>
                  </td>
                  <td>{row.minimum}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="prose budget-note">{content.budgetNote}</p>
      </Section>
      <Section title="Side by side">
        <ComparisonTable
          caption="Engagement models compared"
          columns={content.models.map((model) => model.name)}
          rows={content.comparison}
        />
      </Section>
      <Section title={team.title} lead={team.context} tone="muted" className="example-team">
        <ul className="team-list" aria-label={`Team members and their time (${team.modelName})`}>
          {team.members.map((member) => (
            <li key={member.role}>
              <span className="team-role">{member.role}</span>
              <span className="team-allocation">{member.allocation}</span>
              <span className="team-does">{member.does}</span>
            </li>
          ))}
        </ul>
        <p className="team-total">
          <strong>
            {team.fte} full-time equivalents, about {team.monthly} a month
          </strong>{" "}
          as a {team.modelName.toLowerCase()}, billed monthly.
        </p>
      </Section>
      <Section title="Frequently asked questions">
        <FaqAccordion faqs={content.faqs} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} />
    </>
  );
}
