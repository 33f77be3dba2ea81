import { describe, expect, it } from "vitest";
import { pageLinkTarget } from "./page-links";

const ORIGIN = "https://www.alphai.tech";

/** A click whose target sits inside an anchor with these attributes (or in no anchor at all). */
function click(anchor: Record<string, string> | null, init: Partial<MouseEvent> = {}): MouseEvent {
  const url = new URL(anchor?.href ?? "/", ORIGIN);
  // An anchor's URL parts, as HTMLAnchorElement exposes them.
  const element = anchor && {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    target: anchor.target ?? "",
    hasAttribute: (name: string) => name in anchor,
  };
  const target = { closest: (selector: string) => (selector === "a[data-page-link]" ? element : null) };
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    target,
    ...init,
  } as unknown as MouseEvent;
}

describe("pageLinkTarget", () => {
  it("follows a plain click on a page link, keeping the query and fragment", () => {
    expect(pageLinkTarget(click({ href: "/contactus" }), ORIGIN)).toBe("/contactus");
    expect(pageLinkTarget(click({ href: "/work?industry=healthcare#results" }), ORIGIN)).toBe(
      "/work?industry=healthcare#results",
    );
    expect(pageLinkTarget(click({ href: "/about", target: "_self" }), ORIGIN)).toBe("/about");
  });

  it("leaves modified, non-primary and already handled clicks to the browser", () => {
    for (const init of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(pageLinkTarget(click({ href: "/contactus" }, init), ORIGIN)).toBeNull();
    }
  });

  it("leaves other windows, downloads, other origins and unmarked anchors alone", () => {
    expect(pageLinkTarget(click({ href: "/contactus", target: "_blank" }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click({ href: "/contactus", download: "" }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click({ href: "https://example.com/contactus" }), ORIGIN)).toBeNull();
    expect(pageLinkTarget(click(null), ORIGIN)).toBeNull();
  });
});
