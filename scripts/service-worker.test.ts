import { describe, expect, it } from "vitest";
import { serviceWorkerSource, shellAssets } from "./service-worker";

describe("service worker pre-cache", () => {
  it("takes the shell's scripts and styles from the home page, never photo variants", () => {
    const html = `<link rel="stylesheet" href="/assets/root-a1.css"/><script type="module" src="/assets/entry-b2.js"></script>
      <picture><source type="image/avif" srcSet="/images/photos/office-480.0123456789ab.avif 480w, /images/photos/office-800.0123456789ac.avif 800w" sizes="100vw"/>
      <img class="photo-img" src="/images/photos/office-800.0123456789ad.webp" alt="Office" width="800" height="533"/></picture>`;
    expect(shellAssets(html)).toEqual(["/assets/entry-b2.js", "/assets/root-a1.css"]);
    expect(serviceWorkerSource("abc", ["/", "/offline", ...shellAssets(html)], "/offline")).not.toContain("/images/photos/");
  });
});
