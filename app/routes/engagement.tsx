import { ComparisonTable } from "~/components/sections/comparison-table";
import { gridAttributes } from "~/shared/grid";
import { CtaBand } from "~/components/sections/cta-band";
import { FaqAccordion } from "~/components/sections/faq-accordion";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { pageMeta } from "~/lib/meta";
import { loadPage } from "~/lib/page-data.server";
import { heroArtwork } from "~/lib/art.server";
import { fill, pageUi, type UiStrings } from "../../content/i18n/ui";
import { pathIn } from "../../content/localized";
import { RATES_ANCHOR } from "~/shared/rates";
import { currencyOf, money, moneyRange, pricing } from "../../content/pricing";
import type { Route } from "./+types/engagement";

/** A text with its `{figure}` placeholders filled in; one left unfilled (a figure pricing.ts lacks) fails the build. */
function withFigures(text: string, figures: Readonly<Record<string, string>>): string {
  const filled = fill(text, figures);
  if (/\{\w+\}/.test(filled)) throw new Error(`No figure in content/pricing.ts for "${filled}"`);
  return filled;
}

/** "Full time", "Half time", "1 day a week" (of a five-day week). */
const allocationText = (percent: number, ui: UiStrings["engagement"]) =>
  percent === 100
    ? ui.fullTime
    : percent === 50
      ? ui.halfTime
      : percent % 20 === 0
        ? fill(percent === 20 ? ui.dayAWeek : ui.daysAWeek, { days: percent / 20 })
        : fill(ui.percentOfWeek, { percent });

export function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url, "engagement");
  const { locale } = page;
  const { exampleTeam, models } = page.content;
  const ui = pageUi(locale, "engagement");
  // Dollars on English pages, euros on German ones (content/pricing.ts).
  const currency = currencyOf(locale);
  const prices = pricing[currency];
  const modelName = models.find((model) => model.id === exampleTeam.model)!.name;
  const fte = (exampleTeam.members.reduce((sum, member) => sum + member.allocation, 0) / 100).toLocaleString(
    locale === "en" ? "en-GB" : "de-DE",
    { maximumFractionDigits: 1 },
  );
  // Figures are formatted at build: the page carries text, not formatting code.
  return {
    ...page,
    budgets: models.map((model) => {
      const { budget, figures } = prices.models[model.id];
      return {
        id: model.id,
        name: model.name,
        band: fill(model.budgetPer === "month" ? ui.perMonth : ui.perProject, {
          range: moneyRange(budget.min, budget.max, currency),
        }),
        pricing: withFigures(model.pricing, figures),
        minimum: withFigures(model.minimum, figures),
      };
    }),
    team: {
      ...exampleTeam,
      members: exampleTeam.members.map((member) => ({ ...member, allocation: allocationText(member.allocation, ui) })),
      /**
       * "2.6 full-time equivalents, about $40,000 a month" (bold), then " as a dedicated team, billed monthly.": in
       * pieces, the markup of the same words written in JSX around expressions. English names the model in lower
       * case; German keeps the name as it is (its nouns' capitals).
       */
      total: [fte, ui.totalFte, money(prices.exampleTeamMonthly, currency), ui.totalMonthly],
      billing: [" ", ui.totalModel, locale === "en" ? modelName.toLowerCase() : modelName, ui.totalBilled],
      label: fill(ui.teamList, { model: modelName }),
    },
    heroArt: heroArtwork(page.pageId, page.locale),
    contactPath: pathIn("contact", locale),
    ui,
  };
}
export const meta: Route.MetaFunction = ({ loaderData }) => pageMeta(loaderData);

// eslint-disable-next-line max-lines-per-function -- the page's markup, section after section
export default function Engagement({ loaderData }: Route.ComponentProps) {
  const { content, breadcrumbs, heroArt, budgets, team, contactPath, ui } = loaderData;
  return (
    <>
      <PageHero
        title={content.h1}
        intro={content.intro}
        crumbs={breadcrumbs}
        crumbsLabel={ui.breadcrumb}
        art={heroArt}
      />
      <Section title={ui.models}>
        <ul className="models grid-balanced" {...gridAttributes(content.models.length, 3)}>
          {content.models.map((model) => (
            <li key={model.id} id={model.id} className="model-card">
              <h3>{model.name}</h3>
              <p>{model.summary}</p>
              <h4>{ui.bestFor}</h4>
              <ul>
                {model.bestFor.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={ui.budgets} tone="muted" className="budgets" anchor={RATES_ANCHOR}>
        <p className="table-hint" aria-hidden="true">
          {ui.swipeColumns}
        </p>
        {/* Focusable so keyboard users can scroll the table sideways on narrow screens (WCAG 2.1.1). */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <div className="table-scroll" role="region" aria-label={ui.budgetsRegion} tabIndex={0}>
          <table className="comparison budget-table">
            <caption>{ui.budgetsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{ui.model}</th>
                <th scope="col">{ui.typicalBudget}</th>
                <th scope="col">{ui.minimum}</th>
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
      <Section title={ui.sideBySide}>
        <ComparisonTable
          caption={ui.comparison}
          hint={ui.swipeCompare}
          columns={content.models.map((model) => model.name)}
          rows={content.comparison}
        />
      </Section>
      <Section title={team.title} lead={team.context} tone="muted" className="example-team">
        <ul className="team-list" aria-label={team.label}>
          {team.members.map((member) => (
            <li key={member.role}>
              <span className="team-role">{member.role}</span>
              <span className="team-allocation">{member.allocation}</span>
              <span className="team-does">{member.does}</span>
            </li>
          ))}
        </ul>
        <p className="team-total">
          <strong>{team.total}</strong>
          {team.billing}
        </p>
      </Section>
      <Section title={ui.faq}>
        <FaqAccordion faqs={content.faqs} />
      </Section>
      <CtaBand title={content.cta.title} body={content.cta.body} to={contactPath} label={ui.getStarted} />
    </>
  );
}
