/**
 * The order of the case studies and of the roles, by slug (the file name of content/case-studies/<slug>.md and
 * content/roles/<slug>.md). Articles need none: they are in the order of their `published` date.
 * Every file is listed here once: a file missing here, or a slug here without its file, fails the build
 * (content/collections.ts).
 */

/**
 * The home page shows the first three. /work and the audience, industry and service pages list the studies newest
 * first (by `year`), the studies of one year in this order.
 */
export const caseStudyOrder = [
  "digital-lender-kyc-onboarding-app",
  "cooperative-bank-open-banking-api-layer",
  "modest-fashion-headless-storefront",
  "cloud-kitchen-ordering-platform",
  "offline-learning-app-low-fee-schools",
  "hospital-group-fhir-patient-app",
  "neighbourhood-community-app-moderation",
  "holiday-rental-search-performance",
  "freight-forwarder-shipment-visibility",
  "amateur-football-league-app",
  "maternal-health-community-worker-app",
  "sports-for-development-programme-platform",
] as const;

/** The careers page lists the open roles in this order; the team workspace's role filter too. */
export const roleOrder = [
  "senior-react-engineer-lahore",
  "senior-product-designer-dubai",
  "qa-automation-engineer-remote",
  "performance-marketing-manager-munich",
  "devops-engineer-aws-kubernetes",
  "flutter-developer-lahore",
] as const;
