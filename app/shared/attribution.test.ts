import { describe, expect, it } from "vitest";
import { readAttribution, visitOf } from "./attribution";

const ORIGIN = "https://www.alphai.tech";

describe("where an enquiry came from", () => {
  it("notes the first page's path, its utm parameters and another site's host", () => {
    expect(
      visitOf(
        `${ORIGIN}/services/devops?utm_source=newsletter&utm_medium=email&utm_campaign=autumn%202026&gclid=x`,
        "https://www.google.com/search?q=devops+agency",
        ORIGIN,
      ),
    ).toEqual({
      landingPage: "/services/devops",
      referrerHost: "www.google.com",
      utm: { source: "newsletter", medium: "email", campaign: "autumn 2026" },
    });
    // A visit from this site, or typed in: no referring host; no tags: none.
    expect(visitOf(`${ORIGIN}/de/kontakt`, `${ORIGIN}/de`, ORIGIN)).toEqual({ landingPage: "/de/kontakt" });
    expect(visitOf(`${ORIGIN}/`, "", ORIGIN)).toEqual({ landingPage: "/" });
  });

  it("keeps what is well-formed of what a browser sent and drops the rest, never failing", () => {
    expect(
      readAttribution({
        landingPage: "/about/careers",
        formPage: "javascript:alert(1)",
        referrerHost: "WWW.Bing.COM",
        utm: { source: "linkedin", medium: "x".repeat(101), campaign: "line\nbreak", evil: "1" },
        extra: "ignored",
      }),
    ).toEqual({ landingPage: "/about/careers", referrerHost: "www.bing.com", utm: { source: "linkedin" } });
    for (const raw of [undefined, null, "text", 42, [], { landingPage: "no-slash", referrerHost: "-bad-.com" }]) {
      expect(readAttribution(raw)).toEqual({});
    }
  });
});
