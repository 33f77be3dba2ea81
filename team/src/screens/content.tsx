/**
 * /team/content/articles, /case-studies and /roles: a collection of the site as it is live (issue 37 §1, decision 052):
 * each entry with its title, its state in each language (on the site, or a job opening past its last day), its date
 * and where its text lives, with links to its pages. Articles and case studies for owners and editors, job openings
 * for owners and recruiting (the API enforces it).
 */
import type { ReactNode } from "react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { ContentCollection, ContentEntryRow, ContentState } from "../../../app/shared/team-api";
import { load } from "../api";
import { TableRegion } from "../components/list";
import { DateTime, EmptyState, plural, ScreenHeader, StatusBadge } from "../components/ui";

const COLLECTIONS: Record<
  ContentCollection,
  { title: string; noun: [string, string]; date: string; intro: ReactNode }
> = {
  articles: {
    title: "Articles",
    noun: ["article", "articles"],
    date: "Published",
    intro: "Every article on the site, newest last, in each language it is written in.",
  },
  "case-studies": {
    title: "Case studies",
    noun: ["case study", "case studies"],
    date: "Year",
    intro: "Every case study on the site, in the order the work page shows them.",
  },
  roles: {
    title: "Job openings",
    noun: ["job opening", "job openings"],
    date: "Last day",
    intro: "Every job opening, in the order the careers page lists them. A closed one answers 410 Gone on the site.",
  },
};

const STATE_LABELS: Record<ContentState, string> = {
  published: "On the site",
  closed: "Closed",
  removed: "Off the site",
};
const LANGUAGE_NAMES = { en: "English", de: "German" } as const;

const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/** A day (2027-01-15) as "15 Jan 2027", the same wherever the reader is; a year as it is. */
function Day({ value }: { value: string }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return <>{value}</>;
  return (
    <time dateTime={value} className="nowrap">
      {dayFormat.format(new Date(`${value}T00:00:00Z`))}
    </time>
  );
}

const isCollection = (value: string | undefined): value is ContentCollection =>
  value === "articles" || value === "case-studies" || value === "roles";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const collection = params.collection;
  if (!isCollection(collection)) throw new Response("Not Found", { status: 404 });
  const answer = await load<{ items: ContentEntryRow[]; total: number }>(request, `/content/${collection}`);
  return { collection, ...answer };
}

/** A language's scheduled text: when, or that it could not be published then (the entry's screen says why). */
function ScheduleBadge({ schedule }: { schedule: { scheduledAt?: string; scheduleFailed?: true } }) {
  if (!schedule.scheduledAt) return null;
  return (
    <>
      <span className="badge" data-status={schedule.scheduleFailed ? "lost" : "pending"}>
        {schedule.scheduleFailed ? "Not published: scheduled for " : "Scheduled for "}
        <DateTime value={schedule.scheduledAt} />
      </span>{" "}
    </>
  );
}

/** A language the entry is not in yet: not written, or its translation under way (a draft, a time to publish it). */
function NewLanguage({ entry, locale }: { entry: ContentEntryRow; locale: "en" | "de" }) {
  const underWay = entry.newLanguages?.find((item) => item.locale === locale);
  if (!underWay) return <span className="muted">Not written</span>;
  return (
    <>
      <span className="muted">Not on the site yet</span> <ScheduleBadge schedule={underWay} />
      {underWay.draft ? (
        <span className="badge" data-status="pending">
          Draft
        </span>
      ) : null}
    </>
  );
}

function Language({ entry, locale }: { entry: ContentEntryRow; locale: "en" | "de" }) {
  const version = entry.languages.find((item) => item.locale === locale);
  if (!version) return <NewLanguage entry={entry} locale={locale} />;
  return (
    <>
      <StatusBadge status={version.state} label={STATE_LABELS[version.state]} /> <ScheduleBadge schedule={version} />
      {version.draft ? (
        <>
          <span className="badge" data-status="pending">
            Draft
          </span>{" "}
        </>
      ) : null}
      <a href={version.path}>
        View
        <span className="visually-hidden">
          {" "}
          the {LANGUAGE_NAMES[locale]} page of {entry.title}
        </span>
      </a>
    </>
  );
}

/** Where an entry's text comes from, and a change on both sides. */
function EntryBadges({ entry }: { entry: ContentEntryRow }) {
  return (
    <>
      {entry.source === "workspace" ? (
        <>
          {" "}
          <StatusBadge status="workspace" label="Edited in the workspace" />
        </>
      ) : null}
      {entry.conflict ? (
        <>
          {" "}
          <StatusBadge status="conflict" label="Changed in the repository too" />
        </>
      ) : null}
    </>
  );
}

export function Component() {
  const { collection, items, total } = useLoaderData<typeof loader>();
  const words = COLLECTIONS[collection];
  return (
    <>
      <ScreenHeader title={words.title}>
        <Link to={`/content/${collection}/new`} className="button button-primary">
          New {words.noun[0]}
        </Link>
      </ScreenHeader>
      <p className="lead-text">
        {words.intro} {plural(total, ...words.noun)}. Open one to edit and publish its text in either language.
      </p>
      {items.length ? (
        <TableRegion caption={`${words.title}, with their state in each language`}>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">English</th>
              <th scope="col">German</th>
              <th scope="col">{words.date}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.slug}>
                <th scope="row" className="cell-main">
                  {entry.editable ? (
                    <Link
                      to={`/content/${collection}/${entry.slug}`}
                      className="row-title break"
                      state={{ from: `/content/${collection}` }}
                    >
                      {entry.title}
                    </Link>
                  ) : (
                    <span className="row-title break">{entry.title}</span>
                  )}
                  {/* On a phone, where the other cells are hidden, the card says it all. */}
                  <EntryBadges entry={entry} />
                  <span className="row-meta">
                    {(["en", "de"] as const).map((locale) => (
                      <span key={locale} className="meta-line">
                        {LANGUAGE_NAMES[locale]}: <Language entry={entry} locale={locale} />
                      </span>
                    ))}
                    <span>
                      {words.date}: <Day value={entry.date} />
                    </span>
                  </span>
                </th>
                <td>
                  <Language entry={entry} locale="en" />
                </td>
                <td>
                  <Language entry={entry} locale="de" />
                </td>
                <td>
                  <Day value={entry.date} />
                </td>
              </tr>
            ))}
          </tbody>
        </TableRegion>
      ) : (
        <EmptyState title={`No ${words.noun[1]} on the site.`}>
          <p>Entries appear here as soon as they are in the site&apos;s content.</p>
        </EmptyState>
      )}
    </>
  );
}
