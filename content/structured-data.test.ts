import { describe, expect, it } from "vitest";
import { serializeJsonLd, structuredData } from "./structured-data";

describe("structuredData", () => {
  it("serialises so that content can never close the script element", () => {
    const hostile = {
      "@context": "https://schema.org",
      "@graph": [{ "@type": "Thing", name: "</script><script>alert(1)</script> & \u2028" }],
    } as const;
    const json = serializeJsonLd(hostile as never);
    expect(json).not.toContain("</script");
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual(hostile);
  });

  it("builds a graph for the 404 page with only the site nodes", () => {
    const graph = structuredData("/404")["@graph" as never] as { "@type": string }[];
    expect(graph.some((node) => node["@type"] === "WebPage")).toBe(false);
    expect(graph.filter((node) => node["@type"] === "ProfessionalService")).toHaveLength(3);
  });

  it("lists the offer catalogue on the home pages only, and names it by its @id everywhere else", () => {
    const catalogOf = (path: string) =>
      (structuredData(path)["@graph" as never] as { "@type": string; hasOfferCatalog?: object }[]).find(
        (node) => node["@type"] === "Organization",
      )?.hasOfferCatalog as { "@id": string; itemListElement?: unknown[] };
    const home = catalogOf("/");
    expect(home.itemListElement?.length).toBeGreaterThan(20);
    expect(catalogOf("/de/")).toEqual(home);
    for (const path of ["/contactus", "/services/devops", "/de/services/devops", "/404"]) {
      expect(catalogOf(path), path).toEqual({ "@id": home["@id"] });
    }
  });
});
