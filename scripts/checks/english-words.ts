/**
 * English words that have no business on a German page (issue 35 §3), for the German pages' check
 * (scripts/checks/german.ts).
 *
 * `COMMON_ENGLISH`: the most frequent words of written English (the first few hundred of a general frequency list,
 * and the words of web interfaces: buttons, badges, error pages), less every word that is also a German word or an
 * established loanword in German business and technology writing. Those are left out on purpose, so that the check
 * never fails on correct German: "an", "in", "so", "was", "will", "die", "hat", "man", "also", "bald", "kind",
 * "still", "fast", "rat", "gift", "hell", "art", "arm", "hand", "name", "start", "team", "test", "design", "feature",
 * "sprint", "review", "release", "support", "launch", "lead", "engineer", "delivery", "discovery", "backlog",
 * "planning", "owner", "scale", "live", "online", "app", "web", "code", "open", "source", "cloud", "data", "service",
 * "management", "marketing", "product", "manager", "performance", "story", "stack", "insights", "workshop", "case"
 * (as in "Business Case"), "time" and "material" (the contract model "Time & Material").
 *
 * `ALLOWED`: what a German page may say although it contains a listed word, as written (case matters): product and
 * technology names, and the few fixed terms of the trade that German writing takes over as they are. Keep it small:
 * anything else is translated.
 */

/** Words of a general frequency list that are also German, or German loanwords: never on the list. */
const BOTH_LANGUAGES: ReadonlySet<string> = new Set(
  `an in so was will die hat man also bald kind still fast rat gift hell art arm hand name start team test design
  feature sprint review release support launch lead engineer delivery discovery backlog planning owner live online
  app web code open source cloud data service management marketing product manager performance story stack insights
  workshop case time material held job jobs shop per via budget login account client business person last look
  learning build building call show go see know up down out off back on all most april august september november
  paid sign checkout engagement services profile such her search read views writes shipping results well use
  have clients model models page pages first big next over life customer customers error errors one friday high low
  long large no home`
    .split(/\s+/)
    .filter(Boolean),
);

export const COMMON_ENGLISH: ReadonlySet<string> = new Set(
  `
the of and to is are were be been being have has had do does did done not no yes but or if then than
that this these those there here where when why how what which who whom whose
you your yours we our ours they their them he his him she her hers its me my
with for from by about into onto over under after before between through during without within against
again further once more other some such only own same too very just
can could would should must may might shall
any both each every few many much several
get got make made take took give gave goes going went come came saw seen knew think thought
want need needs use used using find tell told ask asked work works working worked called try tried
keep kept let put say said shows shown showing turn turned leave left move moved lives
looks looking read reads write writes written learn built
new old good great small large big long little right high low early next previous first second third
one two three four five six seven eight nine ten hundred thousand
day days week weeks month months year years today tomorrow yesterday
people thing things way ways world life company companies customer customers clients
home page pages view views step steps continue continued approved approve pending declined
pay price prices pricing quote free signed logout settings profile
submit send sent sending cancel close opened save saved delete edit edited search results result
error errors sorry please again reload refresh something went wrong missing found unavailable
basket cart buy shipping waiting
services careers contact contacts us studies study models model
ideas goals idea goal refer latency
monday tuesday wednesday thursday friday saturday sunday sat sun mon tue wed thu fri
january february march june july october december
because while until since though although however therefore
well even ever never always often sometimes usually already yet soon now
everyone anyone someone nothing anything everything
`
    .split(/\s+/)
    .filter(Boolean)
    // A word of both languages that slips into the list above is dropped: the check must not fail on correct German.
    .filter((word) => !BOTH_LANGUAGES.has(word)),
);

/** Names and fixed terms that contain a listed word, allowed on a German page as they are written. */
export const ALLOWED: readonly string[] = [
  // Product and technology names
  "Adobe After Effects",
  "Always-On",
  "Apple Pay",
  "Azure Database for MySQL",
  "Cloud Functions for Firebase",
  "Defender for Cloud",
  "Bluetooth Low Energy",
  "Customer.io",
  "High-Performance Order Storage",
  "Interaction to Next Paint",
  "New Architecture",
  "New Relic",
  "Percona Monitoring and Management",
  "Well-Architected",
  "scikit-learn",
  // Terms of the trade German writing uses as they are
  "Ahead-of-Time",
  "Backend for Frontend",
  "Buy now, pay later",
  "by Design",
  "Definition of Done",
  "Direct-to-Consumer",
  "End-to-End",
  "Expand-and-Contract",
  "Hub-and-Spoke",
  "Jobs to be Done",
  "Know-how",
  "Lift-and-Shift",
  "Must-have",
  "No-Shows",
  "Over-the-Air",
  "Share-of-Voice",
];
