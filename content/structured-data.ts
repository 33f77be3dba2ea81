/**
 * JSON-LD for every page: one @graph with the organisation, the website, one
 * ProfessionalService per regional office (address, hours, rating, reviews,
 * offer catalogue) and the page's own nodes (breadcrumb,
 * service, FAQ, article, and on an open role's page its JobPosting). Typed with schema-dts, so a wrong
 * property fails the typecheck.
 */
import type {
  Article,
  BreadcrumbList,
  CollectionPage,
  CreativeWork,
  FAQPage,
  Graph,
  JobPosting,
  Organization,
  ProfessionalService,
  Review,
  Service,
  Thing,
  WebPage,
  WebSite,
} from "schema-dts";
import { basePath, localeOfPath, localePath, locales, type Locale } from "../app/shared/locale";
import { ROLE_SECTIONS } from "./collections";
import { contentIn, getContent, isRoleOpen, testimonials, topicPagesIn } from "./index";
import { breadcrumbsIn } from "./localized";
import { escapeHtml, inlineMarkdownText } from "./markdown";
import { collections, contentPages, findPage, pathOf, rolePath, type RoutedPage } from "./registry";
import type { Role } from "./schema";
import { absoluteUrl, ogImagePath } from "./seo";
import { site, type Office } from "./site";
import { articlesOfTopic, topicIn } from "./topics";

const id = (fragment: string) => `${absoluteUrl("/")}#${fragment}`;
const ORG = id("organization");
const WEBSITE = id("website");
const CATALOG = id("services");
const DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;

const postalAddress = (office: Office) => ({
  "@type": "PostalAddress" as const,
  streetAddress: office.streetAddress,
  addressLocality: office.locality,
  ...(office.postalCode ? { postalCode: office.postalCode } : {}),
  addressCountry: office.countryCode,
});

const serviceTemplates = new Set(["service-family", "service-detail"]);
const servicePages = contentPages.filter((page) => serviceTemplates.has(page.template));

/**
 * The organisation, the website, the offices and the reviews: the same on every page but for the offer catalogue
 * (every service page, 29 KB of the 37 KB), which the home page lists in full and every other page names by its @id,
 * as the offices always did.
 */
function siteNodes(withCatalog: boolean): Thing[] {
  const organization: Organization = {
    "@type": "Organization",
    "@id": ORG,
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl("/"),
    logo: { "@type": "ImageObject", url: absoluteUrl("/logo-dark.svg"), width: "100", height: "30" },
    email: site.email,
    foundingDate: String(site.foundingYear),
    sameAs: site.social.map((social) => social.url),
    subOrganization: site.offices.map((office) => ({ "@id": id(`office-${office.id}`) })),
    hasOfferCatalog: withCatalog
      ? {
          "@type": "OfferCatalog",
          "@id": CATALOG,
          name: "Alphai services",
          itemListElement: servicePages.map((page) => {
            const content = getContent(page.pageId, page.template);
            const service: Service = {
              "@type": "Service",
              name: content.h1,
              description: content.description,
              url: absoluteUrl(page.path),
              provider: { "@id": ORG },
            };
            return { "@type": "Offer", itemOffered: service };
          }),
        }
      : { "@id": CATALOG },
  };
  const website: WebSite = {
    "@type": "WebSite",
    "@id": WEBSITE,
    url: absoluteUrl("/"),
    name: site.name,
    inLanguage: [...locales],
    publisher: { "@id": ORG },
  };
  const reviews: Review[] = testimonials.map((testimonial, index) => ({
    "@type": "Review",
    "@id": id(`review-${index + 1}`),
    author: { "@type": "Person", name: testimonial.author, jobTitle: testimonial.role },
    reviewRating: { "@type": "Rating", ratingValue: testimonial.rating, bestRating: 5, worstRating: 1 },
    reviewBody: testimonial.body,
  }));
  const offices: ProfessionalService[] = site.offices.map((office) => ({
    "@type": "ProfessionalService",
    "@id": id(`office-${office.id}`),
    name: `${site.name} ${office.region}`,
    parentOrganization: { "@id": ORG },
    url: absoluteUrl(pathOf("contact")),
    image: absoluteUrl(ogImagePath("/")),
    logo: absoluteUrl("/logo-dark.svg"),
    telephone: office.phone,
    email: office.email,
    address: postalAddress(office),
    areaServed: office.region,
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: [...DAYS],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: site.rating.value,
      bestRating: site.rating.best,
      reviewCount: site.rating.count,
    },
    review: reviews.map((review) => ({ "@id": review["@id"] as string })),
    hasOfferCatalog: { "@id": CATALOG },
  }));
  return [organization, website, ...offices, ...reviews];
}

function breadcrumbNode(path: string, crumbs: readonly { label: string; path: string }[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    "@id": `${absoluteUrl(path)}#breadcrumb`,
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      item: absoluteUrl(crumb.path),
    })),
  };
}

function faqNode(path: string, faqs: readonly { question: string; answer: string }[]): FAQPage {
  return {
    "@type": "FAQPage",
    "@id": `${absoluteUrl(path)}#faq`,
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

function pageNodes(page: RoutedPage, locale: Locale): Thing[] {
  const canonicalPath = localePath(page.canonicalPath, locale);
  const url = absoluteUrl(canonicalPath);
  const nodes: Thing[] = [];
  const content = getContent(page.pageId, page.template, locale);
  // Form result pages show no breadcrumb, so they declare none.
  const crumbs = page.indexable ? breadcrumbsIn(page.canonicalPath, locale) : [];
  const webPage: WebPage = {
    "@type": "WebPage",
    "@id": url,
    url,
    name: content.title,
    description: content.description,
    isPartOf: { "@id": WEBSITE },
    inLanguage: locale,
    primaryImageOfPage: { "@type": "ImageObject", url: absoluteUrl(ogImagePath(canonicalPath)) },
    ...(crumbs.length > 1 ? { breadcrumb: { "@id": `${url}#breadcrumb` } } : {}),
  };
  nodes.push(webPage);
  if (crumbs.length > 1) nodes.push(breadcrumbNode(canonicalPath, crumbs));
  if (serviceTemplates.has(page.template)) {
    const service: Service = {
      "@type": "Service",
      "@id": `${url}#service`,
      name: content.h1,
      description: content.description,
      url,
      provider: { "@id": ORG },
      areaServed: site.offices.map((office) => office.region),
    };
    nodes.push(service);
  }
  if ("faqs" in content) nodes.push(faqNode(canonicalPath, content.faqs));
  return nodes;
}

/** The JobPosting of an open role's page (Google: one per page, on the role's own page). */
function jobPosting(role: Role, url: string, locale: Locale): JobPosting {
  const headings = ROLE_SECTIONS[locale];
  const office = site.offices.find((item) => item.id === role.location.office)!;
  // The items are lines of Markdown (decision 057): their text, escaped.
  const list = (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${escapeHtml(inlineMarkdownText(item))}</li>`).join("")}</ul>`;
  return {
    "@type": "JobPosting",
    "@id": `${url}#job`,
    title: role.title,
    description: `<p>${escapeHtml(role.summary)}</p><h2>${headings.responsibilities}</h2>${list(role.responsibilities)}<h2>${headings.requirements}</h2>${list(role.requirements)}`,
    datePosted: role.posted,
    validThrough: `${role.validThrough}T23:59:59Z`,
    employmentType: role.employmentType,
    hiringOrganization: {
      "@type": "Organization",
      "@id": ORG,
      name: site.name,
      sameAs: absoluteUrl("/"),
      logo: absoluteUrl("/logo-dark.svg"),
    },
    jobLocation: { "@type": "Place", address: postalAddress(office) },
    baseSalary: {
      "@type": "MonetaryAmount",
      currency: role.salary.currency,
      value: {
        "@type": "QuantitativeValue",
        minValue: role.salary.min,
        maxValue: role.salary.max,
        unitText: role.salary.period,
      },
    },
    directApply: true,
    url,
    ...(role.location.remoteCountries
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: role.location.remoteCountries.map((code) => ({
            "@type": "Country" as const,
            name: code,
          })),
        }
      : {}),
  };
}

/** A role's page: WebPage and breadcrumb, and the JobPosting while the role is open at `now`. */
function roleNodes(path: string, now: Date, locale: Locale): Thing[] | undefined {
  const role = contentIn(locale).roles.find((item) => localePath(rolePath(item.slug), locale) === path);
  if (!role) return undefined;
  const url = absoluteUrl(path);
  const open = isRoleOpen(role, now);
  const webPage: WebPage = {
    "@type": "WebPage",
    "@id": url,
    url,
    name: role.seoTitle,
    description: role.description,
    isPartOf: { "@id": WEBSITE },
    inLanguage: locale,
    breadcrumb: { "@id": `${url}#breadcrumb` },
    ...(open ? { mainEntity: { "@id": `${url}#job` } } : {}),
  };
  const crumbs = [...breadcrumbsIn(pathOf(collections.roles.parentId), locale), { label: role.title, path }];
  return [webPage, breadcrumbNode(path, crumbs), ...(open ? [jobPosting(role, url, locale)] : [])];
}

function collectionNodes(path: string, locale: Locale): Thing[] | undefined {
  const [, parent, slug] = basePath(path).split("/");
  const { articles, caseStudies } = contentIn(locale);
  const articleParent = pathOf(collections.articles.parentId).slice(1);
  const studyParent = pathOf(collections.caseStudies.parentId).slice(1);
  const url = absoluteUrl(path);
  const entry =
    parent === articleParent
      ? articles.find((item) => item.slug === slug)
      : parent === studyParent
        ? caseStudies.find((item) => item.slug === slug)
        : undefined;
  if (!entry) return undefined;
  const name = entry.title.replace(/ \| Alphai$/, "");
  const crumbs = [...breadcrumbsIn(`/${parent}`, locale), { label: name, path }];
  const main: Article | CreativeWork =
    "author" in entry
      ? {
          "@type": "Article",
          "@id": `${url}#main`,
          headline: name,
          description: entry.description,
          url,
          mainEntityOfPage: url,
          image: absoluteUrl(ogImagePath(path)),
          inLanguage: locale,
          publisher: { "@id": ORG },
          author: { "@type": "Person", name: entry.author.name, jobTitle: entry.author.role, worksFor: { "@id": ORG } },
          datePublished: entry.published,
          dateModified: entry.published,
          articleSection: entry.category,
          keywords: entry.topics.map((topic) => topicIn(topic, locale).name),
        }
      : {
          "@type": "CreativeWork",
          "@id": `${url}#main`,
          headline: name,
          description: entry.description,
          url,
          image: absoluteUrl(ogImagePath(path)),
          inLanguage: locale,
          creator: { "@id": ORG },
          dateCreated: String(entry.year),
          about: entry.client,
        };
  const webPage: WebPage = {
    "@type": "WebPage",
    "@id": url,
    url,
    name: entry.title,
    description: entry.description,
    isPartOf: { "@id": WEBSITE },
    inLanguage: locale,
    breadcrumb: { "@id": `${url}#breadcrumb` },
    mainEntity: { "@id": `${url}#main` },
  };
  return [webPage, breadcrumbNode(path, crumbs), main];
}

/** A topic's page: a CollectionPage whose main entity is the list of the topic's articles, newest first. */
function topicNodes(path: string, locale: Locale): Thing[] | undefined {
  const topic = topicPagesIn(locale).find((item) => localePath(item.path, locale) === path);
  if (!topic) return undefined;
  const { name, title, description } = topic;
  const url = absoluteUrl(path);
  const articlesPath = localePath(pathOf(collections.articles.parentId), locale);
  const webPage: CollectionPage = {
    "@type": "CollectionPage",
    "@id": url,
    url,
    name: title,
    description,
    isPartOf: { "@id": WEBSITE },
    inLanguage: locale,
    about: { "@type": "Thing", name },
    primaryImageOfPage: { "@type": "ImageObject", url: absoluteUrl(ogImagePath(path)) },
    breadcrumb: { "@id": `${url}#breadcrumb` },
    mainEntity: {
      "@type": "ItemList",
      "@id": `${url}#articles`,
      itemListElement: articlesOfTopic(topic.id, contentIn(locale).articles).map((article, index) => ({
        "@type": "ListItem",
        position: index + 1,
        url: absoluteUrl(`${articlesPath}/${article.slug}`),
        name: article.title.replace(/ \| Alphai$/, ""),
      })),
    },
  };
  const crumbs = [...breadcrumbsIn(pathOf(collections.topics.parentId), locale), { label: name, path }];
  return [webPage, breadcrumbNode(path, crumbs)];
}

/** The JSON-LD graph of a prerendered path in either language (undefined for the 404 page). */
export function structuredData(path: string, now: Date = new Date()): Graph {
  const locale = localeOfPath(path);
  const page = findPage(basePath(path));
  const own = page
    ? pageNodes(page, locale)
    : (roleNodes(path, now, locale) ?? topicNodes(path, locale) ?? collectionNodes(path, locale) ?? []);
  return { "@context": "https://schema.org", "@graph": [...siteNodes(basePath(path) === "/"), ...own] };
}

/** JSON for a <script type="application/ld+json">: `<` and friends escaped so content cannot close the element. */
export const serializeJsonLd = (graph: Graph): string =>
  JSON.stringify(graph)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
