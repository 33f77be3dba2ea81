/**
 * Facts that agree (issue 35 §1, §2, §7): one list of people, one set of figures, and a production build that refuses
 * the demo's values. Each case below is a defect the site had, or one a later edit could bring back.
 */
import { describe, expect, it } from "vitest";
import { demoProblems, figureProblems, peopleProblems, textsOf, type Naming } from "./facts";
import { contentProblems } from "./index";
import { demoValuesInPlace, legalEntity, people, site, type Person } from "./site";

const staff = (name: string, appears: Person["appears"] = ["leadership"]): Person => ({
  name,
  kind: "staff",
  role: { en: "Head of Design", de: "Leiterin Design" },
  appears,
});
const client = (name: string, appears: Person["appears"] = ["quote"]): Person => ({ name, kind: "client", appears });
/** The people check without the site's offices (each needs its contact person; a test of them says so). */
const check = (
  namings: readonly Naming[],
  quotes: Parameters<typeof peopleProblems>[1],
  list: readonly Person[],
  directors: readonly string[],
) => peopleProblems(namings, quotes, list, directors, []);
const leader = (name: string): Naming => ({ name, appearance: "leadership", where: "/about/our-story" });

describe("the people the site names", () => {
  it("refuses the legal notice of the site as it was: directors off the leadership page, one of them quoted as a client", () => {
    const list = [staff("Hamza Qureshi"), staff("Daniel Brandt", ["legal-notice"]), client("Ayesha Raza")];
    const problems = check(
      [
        leader("Hamza Qureshi"),
        { name: "Daniel Brandt", appearance: "legal-notice", where: "the legal notice" },
        { name: "Ayesha Raza", appearance: "legal-notice", where: "the legal notice" },
        { name: "Ayesha Raza", appearance: "quote", where: "/work/offline-learning-app-low-fee-schools" },
      ],
      [],
      list,
      ["Daniel Brandt", "Ayesha Raza"],
    );
    expect(problems).toContain('legal entity: managing director "Daniel Brandt" is not on the leadership page');
    expect(problems).toContain('legal entity: managing director "Ayesha Raza" is not on the leadership page');
    expect(problems.join("\n")).toMatch(
      /"Ayesha Raza" is named in the legal-notice .*a client cannot be named as staff/,
    );
  });

  it("refuses a member of staff quoted as a client, and a person listed where the site does not name them", () => {
    const problems = check(
      [leader("Sana Malik"), { name: "Sana Malik", appearance: "quote", where: "/work/x" }],
      [],
      [staff("Sana Malik"), client("Rajesh Menon")],
      [],
    );
    expect(problems.join("\n")).toMatch(/"Sana Malik" is named in the quote .*cannot be quoted as a client/);
    expect(problems).toContain('people: "Rajesh Menon" is listed in the quote but named nowhere there');
    expect(check([], [], [{ ...staff("Sana Malik"), appears: ["leadership", "quote"] }], [])).toContain(
      'people: "Sana Malik" is staff and quoted as a client (leadership, quote)',
    );
  });

  it("refuses one name spelt two ways, in the list or on a page", () => {
    expect(check([], [], [client("Omar Al-Mansoori"), client("Noura Al Mansoori")], [])).toContain(
      'people: the family name of "Omar Al-Mansoori" and "Noura Al Mansoori" is spelt two ways ("Al-Mansoori", "Al Mansoori")',
    );
    expect(check([], [], [client("Ayesha Raza"), client("Aisha Raza")], [])).toContain(
      'people: "Ayesha Raza" and "Aisha Raza" are one name spelt two ways',
    );
    expect(check([leader("Layla Hadad")], [], [staff("Layla Haddad")], [])).toContain(
      '/about/our-story: "Layla Hadad" is not in the list of people (content/site.ts); did you mean "Layla Haddad"?',
    );
    // Two people of one family, spelt alike, are two people.
    expect(check([], [], [staff("Layla Haddad"), client("Dr. Samir Haddad")], [])).toEqual([
      'people: "Layla Haddad" is listed in the leadership but named nowhere there',
      'people: "Dr. Samir Haddad" is listed in the quote but named nowhere there',
    ]);
  });

  it("refuses a leadership role other than the list's", () => {
    expect(
      check(
        [{ ...leader("Layla Haddad"), role: { locale: "de", text: "Head of Design" } }],
        [],
        [staff("Layla Haddad")],
        [],
      ),
    ).toEqual([
      '/about/our-story: the role of "Layla Haddad" is "Head of Design", the list of people says "Leiterin Design"',
    ]);
  });

  it("refuses a case study's quote whose organisation the study does not describe", () => {
    const quote = (role: string) => ({ where: "/de/work/x", role, client: "Ein Spediteur und 3PL-Dienstleister" });
    expect(check([], [quote("Chief Operating Officer, Spedition, Dubai")], [], [])).toEqual([
      '/de/work/x: the quote\'s organisation "Spedition" is not the client the study describes',
    ]);
    expect(check([], [quote("Chief Operating Officer")], [], [])).toHaveLength(1);
    expect(check([], [quote("Chief Operating Officer, Spediteur, Dubai")], [], [])).toEqual([]);
  });

  it("gives each office one person to call", () => {
    const contact = (name: string, office?: "gcc" | "dach"): Person => ({
      ...staff(name, ["leadership", "office-contact"]),
      office,
    });
    const names = [leader("Hamza Qureshi"), leader("Jonas Weber"), leader("Sana Malik")].concat(
      ["Hamza Qureshi", "Jonas Weber", "Sana Malik"].map((name) => ({
        name,
        appearance: "office-contact" as const,
        where: "/contactus",
      })),
    );
    expect(
      peopleProblems(
        names,
        [],
        [contact("Hamza Qureshi", "gcc"), contact("Jonas Weber", "gcc"), contact("Sana Malik")],
        [],
        ["gcc", "dach"],
      ),
    ).toEqual([
      'people: the office "gcc" needs one person to call on the contact page, not 2',
      'people: the office "dach" needs one person to call on the contact page, not 0',
      'people: "Sana Malik" needs both the appearance "office-contact" and an office, or neither',
    ]);
  });

  it("the site's own content names everyone from the one list, and its directors lead the company", () => {
    const problems = contentProblems().filter((problem) => /people|legal entity|quote|states/.test(problem));
    expect(problems).toEqual([]);
    for (const director of legalEntity.managingDirectors)
      expect(people.find((person) => person.name === director)?.appears).toContain("leadership");
  });
});

describe("the figures the pages state", () => {
  const values = { people: 85, projects: 140, countries: 18, rating: 4.9, reviews: 57, founded: 2022 };

  it("finds a figure that differs from the settings, in either language and in a stat's value and label", () => {
    const texts = [
      ...textsOf({ stats: [{ value: "90+", label: "engineers, designers and marketers" }] }, "en home"),
      { where: "de story", text: "Über 85 Menschen, über 150 Projekte, 18 Länder" },
      { where: "de home", text: "Alphai ist eine 2021 gegründete Agentur." },
      { where: "en work", text: "A selection of the 140+ projects we have delivered since 2021." },
      { where: "de startups", text: "4,8/5 durchschnittliche Bewertung aus 57 Kundenrezensionen" },
      { where: "en enterprises", text: "4.9/5 client rating from 58 reviews" },
    ];
    expect(figureProblems(texts, values)).toEqual([
      'en home.stats[0]: "90+ engineers" states people 90; the settings (content/site.ts) say 85',
      'de story: "150 Projekte" states projects 150; the settings (content/site.ts) say 140',
      'de home: "2021 gegründete" states founded 2021; the settings (content/site.ts) say 2022',
      'en work: "since 2021" states founded 2021; the settings (content/site.ts) say 2022',
      'de startups: "4,8/5" states rating 4.8; the settings (content/site.ts) say 4.9',
      'en enterprises: "58 reviews" states reviews 58; the settings (content/site.ts) say 57',
    ]);
  });

  it("leaves a client's figures alone", () => {
    const texts = textsOf(
      { stats: [{ value: "9", label: "countries reporting on one programme data platform" }] },
      "en ngos",
    );
    expect(figureProblems(texts, values)).toEqual([]);
    expect(figureProblems([{ where: "x", text: "serving clients in 19 countries" }], values)).toHaveLength(1);
  });
});

describe("the demo's values", () => {
  it("are listed by where they stand in the settings", () => {
    const inPlace = demoValuesInPlace();
    expect(inPlace).toContain(`site.offices[2].phone: "${site.offices[2]!.phone}"`);
    expect(inPlace).toContain(`legalEntity.register.number: "${legalEntity.register.number}"`);
    expect(inPlace).toContain(`legalEntity.managingDirectors[0]: "${legalEntity.managingDirectors[0]}"`);
    // A value written without demo(…) is the agency's own, even beside demo ones.
    expect(demoValuesInPlace({ office: { phone: "+49 89 1234567", countryCode: "DE" } })).toEqual([]);
  });

  it("fail a production build, unless it says it is a demo", () => {
    expect(demoProblems({})).toEqual([]);
    expect(demoProblems({ SITE_URL: "https://www.alphai.tech/" })).toEqual([]);
    expect(demoProblems({ SITE_URL: "https://agency.example", DEMO_SITE: "true" })).toEqual([]);
    expect(demoProblems({ SITE_URL: "https://agency.example" }, [])).toEqual([]);
    const problems = demoProblems({ SITE_URL: "https://agency.example" });
    expect(problems[0]).toMatch(/^SITE_URL is https:\/\/agency\.example, and these values/);
    expect(problems).toContain(`  site.offices[0].phoneDisplay: "${site.offices[0]!.phoneDisplay}"`);
  });
});
