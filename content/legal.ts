/**
 * The privacy policy and the legal notice, made at build from the company facts (content/site.ts `legalEntity`),
 * the retention constants the server imports too (content/retention.ts) and the settings the server reads
 * (APPLICATION_RETENTION_DAYS, ACCESS_LOG, RATE_LIMIT_WINDOW_MS; app/shared/policy-settings.ts `readPolicySettings`). The
 * build records those settings in the site manifest and the server refuses to start with others (decision 023):
 * what these pages state is what the server does. Plain data here; app/components/sections/legal-document.tsx
 * draws it.
 */
import type { PolicySettings } from "../app/shared/policy-settings";
import { CV_MAX_LABEL } from "../app/shared/application-limits";
import { FORM_TOKEN_MAX_AGE_MS } from "../app/shared/lead-options";
import {
  APPLICATION_PRUNE_EVERY_HOURS,
  HOURLY_WINDOW_MS,
  NEWSLETTER_CONFIRMATION_LINK_DAYS,
  PRUNE_EVERY_HOURS,
  RATE_LIMIT_KEPT_AFTER_WINDOW_HOURS,
  VITALS_RATE_WINDOW_MS,
  VITALS_RETENTION_DAYS,
} from "./retention";
import { legalEntity, site, type Office } from "./site";
import type { Locale } from "../app/shared/locale";

/** A run of text, or a link (a site path or an absolute URL). */
export type Inline = string | { readonly text: string; readonly href: string };
export type Rich = readonly Inline[];

export type LegalBlock =
  | { readonly kind: "paragraph"; readonly text: Rich }
  | { readonly kind: "list"; readonly items: readonly Rich[] }
  | { readonly kind: "facts"; readonly items: readonly { readonly term: string; readonly detail: readonly Rich[] }[] }
  | {
      readonly kind: "table";
      readonly caption: string;
      readonly head: readonly string[];
      /** Each row's first cell is its header (the purpose). */
      readonly rows: readonly (readonly Rich[])[];
    }
  /**
   * How long enquiries are kept, per status: built with the defaults, filled with the periods the owners set when the
   * page is sent (app/shared/lead-retention.ts).
   */
  | { readonly kind: "leadRetention"; readonly locale: Locale };

interface LegalSection {
  /** The heading's id: the table of contents links to it. */
  readonly id: string;
  readonly title: string;
  readonly blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  readonly sections: readonly LegalSection[];
  /** "Last updated" line, when the document has one. */
  readonly updated?: string;
}

const paragraph = (...text: Inline[]): LegalBlock => ({ kind: "paragraph", text });
const link = (text: string, href: string): Inline => ({ text, href });
const mail = (address: string): Inline => link(address, `mailto:${address}`);

const plural = (count: number, unit: string) =>
  `${new Intl.NumberFormat("en-GB").format(count)} ${unit}${count === 1 ? "" : "s"}`;
/** "180 days". */
const days = (count: number): string => plural(count, "day");
/** A duration as an operator would say it: "10 minutes", "1 hour", "90 seconds", "1,500 milliseconds". */
export function duration(ms: number): string {
  if (ms % 3_600_000 === 0) return plural(ms / 3_600_000, "hour");
  if (ms % 60_000 === 0) return plural(ms / 60_000, "minute");
  if (ms % 1000 === 0) return plural(ms / 1000, "second");
  return plural(ms, "millisecond");
}
const formatDate = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/** The office at the company's registered address. */
function registeredOffice(): Office {
  const office = site.offices.find((item) => item.id === legalEntity.officeId);
  if (!office) throw new Error(`content/site.ts: legalEntity.officeId "${legalEntity.officeId}" is not an office`);
  return office;
}

const addressLines = (office: Office): string[] => [
  office.streetAddress,
  `${office.postalCode} ${office.locality}`,
  office.country,
];

/** What the access log holds for a request, by ACCESS_LOG. */
function serverLogText(settings: PolicySettings): Rich {
  const fields =
    "the time, the method and the path of the address requested (never the part after a question mark, which can carry a personal link), the host name, the answer's status code and your device's IP address";
  const which =
    settings.accessLog.kind === "all"
      ? "For every request, the server writes a line to its log with "
      : settings.accessLog.kind === "sample"
        ? `For one request in every ${new Intl.NumberFormat("en-GB").format(settings.accessLog.every)}, the server writes a line to its log with `
        : undefined;
  const errors =
    "An error of the server itself is logged with the request's internal number and the error, without your address.";
  if (!which) return [`The server writes no line to its log for ordinary requests, and so no IP addresses. ${errors}`];
  return [
    `${which}${fields} (and, for requests to the forms' and other programming interfaces, the port your device sent it from). No cookie, no browser identification and no form content is logged. ${errors}`,
  ];
}

/** The privacy policy for these settings (the build reads them with readPolicySettings). */
// eslint-disable-next-line max-lines-per-function -- the privacy policy's text, section after section: data
export function privacyPolicy(settings: PolicySettings): LegalDocument {
  const entity = legalEntity;
  const office = registeredOffice();
  const authority = entity.supervisoryAuthority;
  const retention = days(settings.applicationRetentionDays);
  const formWindow = duration(settings.rateLimitWindowMs);
  const afterWindow = plural(RATE_LIMIT_KEPT_AFTER_WINDOW_HOURS, "hour");
  const prune = PRUNE_EVERY_HOURS === 1 ? "every hour" : `every ${plural(PRUNE_EVERY_HOURS, "hour")}`;
  const outsideEu = site.offices.filter((item) => item.countryCode !== "DE");
  const logsKept = days(entity.serverLogRetentionDays);
  const logged = settings.accessLog.kind !== "off";

  return {
    updated: `Last updated ${formatDate(entity.privacyPolicyUpdated)}. The retention periods on this page are the settings of the server that published it.`,
    sections: [
      {
        id: "controller",
        title: "Who is responsible",
        blocks: [
          paragraph(`The controller under the General Data Protection Regulation (GDPR) is ${entity.name}:`),
          {
            kind: "facts",
            items: [
              { term: "Address", detail: [[addressLines(office).join(", ")]] },
              { term: "Represented by", detail: [[entity.managingDirectors.join(" and ") + ", managing directors"]] },
              { term: "E-mail", detail: [[mail(entity.email)]] },
              { term: "Phone", detail: [[link(office.phoneDisplay, `tel:${office.phone}`)]] },
              {
                term: "Data protection contact",
                detail: [
                  [
                    mail(entity.dataProtectionEmail),
                    " (for every question about your data and to exercise your rights)",
                  ],
                ],
              },
            ],
          },
          paragraph("Further details about the company are in the ", link("legal notice", "/legal-notice"), "."),
        ],
      },
      {
        id: "overview",
        title: "What we process, why, and for how long",
        blocks: [
          paragraph(
            "The website has no cookies, no analytics or advertising service, no tracking pixels and no content from other servers: fonts, images and scripts all come from this site. What it does store is below; each part is explained in the sections after the table.",
          ),
          {
            kind: "table",
            caption: "Purposes, legal bases and retention periods",
            head: ["Purpose", "Data", "Legal basis", "How long"],
            rows: [
              [
                [link("Answering your enquiry", "#enquiries")],
                [
                  "Name, e-mail, message; company, phone, service and budget if you give them; the time of your consent",
                ],
                ["Your consent, Art. 6(1)(a); steps before a contract you ask for, Art. 6(1)(b)"],
                [
                  "Deleted automatically after the period set for where the enquiry stands (listed under the enquiries below), counted from the last activity on it; sooner when you withdraw your consent or ask us to delete it",
                ],
              ],
              [
                [link("Newsletter (double opt-in)", "#newsletter")],
                ["E-mail address; when you asked, confirmed and unsubscribed"],
                [
                  "Your consent, Art. 6(1)(a); the record of it, Art. 6(1)(c) with Art. 7(1); not mailing unconfirmed or unsubscribed addresses, Art. 6(1)(f)",
                ],
                [
                  `Confirmation link valid ${days(NEWSLETTER_CONFIRMATION_LINK_DAYS)}. Not deleted automatically: the address and its status are kept so that an unsubscribed or unconfirmed address receives nothing; deleted when you ask`,
                ],
              ],
              [
                [link("Job applications and CVs", "#applications")],
                [
                  "Name, e-mail, the role, your CV; phone, location, profile links and note if you give them; the time of your consent",
                ],
                ["Steps before an employment contract you ask for, Art. 6(1)(b); your consent, Art. 6(1)(a)"],
                [`Deleted automatically ${retention} after the application arrives, or at once when you withdraw it`],
              ],
              [
                [link("Measuring page speed (web vitals)", "#web-vitals")],
                ["Speed measurements of a page view and the page's path; no IP address, no cookie"],
                ["Our legitimate interest in a fast website, Art. 6(1)(f)"],
                [`Deleted automatically after ${days(VITALS_RETENTION_DAYS)}`],
              ],
              [
                [link("Protecting the forms (rate limits)", "#rate-limits")],
                ["Your IP address (IPv6: its first half) with a count of requests"],
                ["Our legitimate interest in keeping the forms usable and free of abuse, Art. 6(1)(f)"],
                [
                  `Deleted automatically ${afterWindow} after the counting window ends (windows of ${formWindow} for the forms, up to one hour)`,
                ],
              ],
              [
                [link("Server logs", "#server-logs")],
                [
                  logged
                    ? "Time, path, status code and IP address of requests"
                    : "Errors of the server, without IP addresses",
                ],
                ["Our legitimate interest in a secure, working website, Art. 6(1)(f)"],
                [`${logsKept}, in our hosting's log system`],
              ],
            ],
          },
          paragraph(
            "You are not obliged to give us any personal data. Without the details a form asks for, though, we cannot answer your enquiry, send the newsletter or consider your application. We make no decisions based solely on automated processing (Art. 22 GDPR), and we do not use automated screening of applications.",
          ),
        ],
      },
      {
        id: "enquiries",
        title: "Enquiries through the contact form or by e-mail",
        blocks: [
          paragraph(
            "When you send the contact form, the server stores your name, e-mail address and message, the company, phone number, service and budget you chose to add, and the time you ticked the consent box. It then sends our team a notification that an enquiry has arrived, with a link to it in our team workspace but none of your details, and sends you an e-mail confirming that your enquiry has arrived, without your message. We use them only to answer your enquiry and to prepare any offer or project that follows from it. If you write to us by e-mail or phone instead, we process what you tell us in the same way.",
          ),
          paragraph(
            "With the form, your browser also sends where your visit to this site began: the address of the first page you opened (without its query), the page the form is on, the name of the site a link brought you from (such as a search engine's, never the full address) and any campaign tags in the first page's address (utm_source, utm_medium, utm_campaign, utm_term, utm_content). Your browser keeps the first page in its session storage for this tab only, until you close it; no cookie is set and no identifier is kept, and nothing of it is sent anywhere but with the form. We store it with your enquiry, and delete it with it, to learn which pages and campaigns bring enquiries (Art. 6(1)(f) GDPR: our legitimate interest in knowing what of our marketing works).",
          ),
          paragraph(
            "Legal basis: your consent (Art. 6(1)(a) GDPR), and where your enquiry is about a possible project, the steps before a contract that you asked for (Art. 6(1)(b) GDPR). You can withdraw your consent at any time by writing to ",
            mail(entity.dataProtectionEmail),
            "; this does not affect what was done before.",
          ),
          paragraph(
            "Retention: the website deletes each enquiry automatically, with our team's notes and replies on it and the e-mails about it, once a set period has passed since the last activity on it (its arrival, or our team's last change of its status, note, reply or follow-up). The period depends on where the enquiry stands; our team sets it within limits the website enforces, and this list always shows the periods in force:",
          ),
          { kind: "leadRetention", locale: "en" },
          paragraph(
            "The server checks once a day, and erased enquiries are also removed from the database's files. We delete an enquiry sooner when you withdraw your consent or ask us to. What the law obliges us to keep about a contract that followed (business letters: six years under § 257 of the German Commercial Code, HGB) is kept outside the website.",
          ),
          ...(outsideEu.length
            ? [
                paragraph(
                  `Our teams in ${outsideEu.map((item) => `${item.city} (${item.country})`).join(" and ")} may work on your enquiry when your project is theirs. Neither country has an adequacy decision of the European Commission; the transfer is based on ${entity.groupTransferSafeguard} (Art. 46(2)(c) GDPR). You can ask us for a copy at `,
                  mail(entity.dataProtectionEmail),
                  ".",
                ),
              ]
            : []),
        ],
      },
      {
        id: "newsletter",
        title: "Newsletter",
        blocks: [
          paragraph(
            `When you enter your e-mail address in the subscription box, the server stores it as unconfirmed, with the time, and sends you a confirmation link (double opt-in). The link is valid for ${days(NEWSLETTER_CONFIRMATION_LINK_DAYS)}; only when you open it do you receive the newsletter, and we record when you confirmed. Every newsletter has a link that unsubscribes you in one click; we then record when you unsubscribed.`,
          ),
          paragraph(
            "Legal basis: your consent (Art. 6(1)(a) GDPR), which you can withdraw at any time with the unsubscribe link or by writing to us. Keeping the record of your consent is our legal obligation to be able to prove it (Art. 6(1)(c) with Art. 7(1) GDPR); keeping an unconfirmed or unsubscribed address is our legitimate interest in sending it nothing further (Art. 6(1)(f) GDPR).",
          ),
          paragraph(
            "Retention: the website does not delete these records automatically. An address that was never confirmed receives no further e-mail unless it is entered in the subscription box again; an unsubscribed address is kept with its status so that it cannot be added back by mistake. The server's record of the e-mails it sent, the confirmation mail included, is kept in the same way. If you would rather have the address deleted altogether, write to ",
            mail(entity.dataProtectionEmail),
            ".",
          ),
        ],
      },
      {
        id: "applications",
        title: "Job applications and CVs",
        blocks: [
          paragraph(
            `When you apply for a role, the server stores your name, e-mail address, the role, your CV (PDF, DOCX or ODT, at most ${CV_MAX_LABEL}), the phone number, location, LinkedIn, GitHub or portfolio links and note you chose to add, and the time you ticked the consent box. You receive a confirmation by e-mail; our careers inbox is told that an application arrived, without your details or CV, which stay on the server and are read only by the people hiring for the role.`,
          ),
          paragraph(
            "Legal basis: the steps before an employment contract that you asked for by applying (Art. 6(1)(b) GDPR, with § 26 of the German Federal Data Protection Act, BDSG, where it applies), and your consent to keeping the application for the period below (Art. 6(1)(a) GDPR).",
          ),
          paragraph(
            `Retention: the server deletes each application with its CV and the e-mails about it ${retention} after it arrived; it checks when it starts and every ${plural(APPLICATION_PRUNE_EVERY_HOURS, "hour")}. The confirmation e-mail has a link that withdraws your application and erases it at once. Erased applications are also removed from the database's files within seconds. Backups of the database are kept no longer than ${retention}. If we would like to keep your application for a later role, we ask you first.`,
          ),
        ],
      },
      {
        id: "web-vitals",
        title: "Measuring page speed",
        blocks: [
          paragraph(
            "After a page has loaded, your browser sends the website's own server a few speed measurements of that page view (the Core Web Vitals: how fast the main content appeared, how quickly the page reacted, how much it shifted), each with its rating, a random identifier that groups the measurements of one page view, how the page was reached (for example a reload or the back button), and the page's path without anything after a question mark. Nothing else is sent or stored with them: no IP address, no cookie, no browser details, and nothing is stored on your device for it. We use the measurements, as figures per page, to find and fix slow pages.",
          ),
          paragraph(
            `Legal basis: our legitimate interest in a fast, usable website (Art. 6(1)(f) GDPR). Retention: measurements older than ${days(VITALS_RETENTION_DAYS)} are deleted automatically (at every start of the server and ${prune}). Receiving them also counts your IP address for at most ${duration(VITALS_RATE_WINDOW_MS)} against a limit of reports, as described under `,
            link("rate limits", "#rate-limits"),
            "; the request itself is in the server log like any other.",
          ),
        ],
      },
      {
        id: "rate-limits",
        title: "Protecting the forms: rate limits and form tokens",
        blocks: [
          paragraph(
            `To keep the forms usable and stop automated abuse, the server counts requests per IP address (for IPv6 addresses, their first half, which belongs to one connection), in windows of ${formWindow} for each form, of ${duration(VITALS_RATE_WINDOW_MS)} for the speed measurements and of ${duration(HOURLY_WINDOW_MS)} for the bytes of job-application uploads. For confirmation e-mails it also counts, per hour, the e-mails sent to each e-mail domain (the part after the @, never the whole address). Each counter holds the address or domain, a number and the end of its window; it is deleted automatically ${afterWindow} after its window ends (checked at every start and ${prune}).`,
          ),
          paragraph(
            `When you start filling in a form, your browser fetches a signed form token that holds only the name of the form and the time it was issued; it proves that a person took a few seconds over the form and expires after ${duration(FORM_TOKEN_MAX_AGE_MS)}. It is not stored, neither on the server nor on your device.`,
          ),
          paragraph("Legal basis: our legitimate interest in secure forms that work for everyone (Art. 6(1)(f) GDPR)."),
        ],
      },
      {
        id: "server-logs",
        title: "Server logs and hosting",
        blocks: [
          paragraph(...serverLogText(settings)),
          paragraph(
            `The server keeps no log files itself: its log goes to our hosting's log system, which keeps it for ${logsKept} and then deletes it. We read the log only to run the website, find faults and defend against attacks. Legal basis: our legitimate interest in a secure, working website (Art. 6(1)(f) GDPR).`,
          ),
          paragraph(
            "The website keeps a copy of its pages and files in your browser (a service worker) so that pages you visited open without a connection. If a new version of the website is published while you have it open, the browser also keeps, for that tab only, the time of an automatic reload and the page you were opening, so that the page reloads once rather than in a loop; this is deleted when you close the tab. Neither holds personal data or is ever sent to us, and both only make the website work as you asked (§ 25(2) no. 2 TDDDG); you can remove them by clearing this site's data in your browser.",
          ),
        ],
      },
      {
        id: "recipients",
        title: "Who receives your data",
        blocks: [
          paragraph(
            "Within Alphai, only the people who need your data for the purpose above see it. Outside Alphai, two kinds of service provider process it for us, bound by a data processing agreement (Art. 28 GDPR) and our instructions:",
          ),
          {
            kind: "list",
            items: [
              ["Our hosting provider, which runs the website's server, its database and its log system."],
              [
                "Our e-mail service provider, through which we send the e-mails described above: notifications to our team, confirmation e-mails and the newsletter.",
              ],
            ],
          },
          paragraph(
            "We do not sell your data or pass it to anyone else, unless the law obliges us to (for example a court order).",
          ),
        ],
      },
      {
        id: "rights",
        title: "Your rights",
        blocks: [
          paragraph("You have the right to:"),
          {
            kind: "list",
            items: [
              ["know what data we hold about you and receive a copy (Art. 15 GDPR);"],
              ["have incorrect data corrected (Art. 16);"],
              ["have your data deleted (Art. 17) or its processing restricted (Art. 18);"],
              ["receive the data you gave us in a common machine-readable format (Art. 20);"],
              [
                "object at any time to processing based on our legitimate interest, for reasons arising from your particular situation (Art. 21);",
              ],
              ["withdraw a consent at any time, for the future (Art. 7(3))."],
            ],
          },
          paragraph("To exercise them, write to ", mail(entity.dataProtectionEmail), ". We answer within one month."),
          paragraph(
            "You also have the right to lodge a complaint with a supervisory authority (Art. 77 GDPR), for example where you live or work, or the one responsible for us:",
          ),
          {
            kind: "facts",
            items: [
              {
                term: "Supervisory authority",
                detail: [
                  [authority.name],
                  [`${authority.streetAddress}, ${authority.postalCode} ${authority.locality}, ${authority.country}`],
                  [link(authority.url.replace(/^https:\/\//, ""), authority.url)],
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

/** The legal notice (Impressum, § 5 DDG). */
export function legalNotice(): LegalDocument {
  const entity = legalEntity;
  const office = registeredOffice();
  return {
    sections: [
      {
        id: "provider",
        title: "Information under § 5 DDG",
        blocks: [
          {
            kind: "facts",
            items: [
              { term: "Company", detail: [[entity.name]] },
              { term: "Legal form", detail: [[entity.legalForm]] },
              { term: "Registered office", detail: addressLines(office).map((line) => [line]) },
              { term: "Managing directors", detail: entity.managingDirectors.map((name) => [name]) },
              { term: "Commercial register", detail: [[`${entity.register.court}, ${entity.register.number}`]] },
              { term: "VAT identification number", detail: [[`${entity.vatId} (§ 27a UStG)`]] },
            ],
          },
        ],
      },
      {
        id: "contact",
        title: "Contact",
        blocks: [
          {
            kind: "facts",
            items: [
              { term: "Phone", detail: [[link(office.phoneDisplay, `tel:${office.phone}`)]] },
              { term: "E-mail", detail: [[mail(entity.email)]] },
              { term: "Office hours", detail: [[`${site.hours.label} (Central European Time)`]] },
              {
                term: "Other offices",
                detail: site.offices
                  .filter((item) => item.id !== office.id)
                  .map((item) => [`${item.city}, ${item.country}: `, mail(item.email)]),
              },
            ],
          },
          paragraph(
            "For questions about personal data, write to ",
            mail(entity.dataProtectionEmail),
            "; the ",
            link("privacy policy", "/privacy-policy"),
            " explains what this website processes.",
          ),
        ],
      },
      {
        id: "editorial",
        title: "Responsible for the content",
        blocks: [
          paragraph(
            `Responsible for the editorial content under § 18(2) MStV: ${entity.editorialResponsible}, ${addressLines(office).join(", ")}.`,
          ),
        ],
      },
      {
        id: "disputes",
        title: "Consumer dispute resolution",
        blocks: [
          paragraph(
            "We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board (§ 36 VSBG). Our services are offered to businesses.",
          ),
        ],
      },
    ],
  };
}
