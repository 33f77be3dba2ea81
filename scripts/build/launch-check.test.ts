/**
 * A production build (a SITE_URL other than the default) with the demo's values still in content/site.ts fails in
 * React Router's prerender hook, before anything is rendered (issue 35 §2; the rules are content/facts.ts's).
 */
import { afterEach, expect, it } from "vitest";
import config from "../../react-router.config";

const saved = { SITE_URL: process.env.SITE_URL, DEMO_SITE: process.env.DEMO_SITE };
afterEach(() => {
  for (const [key, value] of Object.entries(saved))
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
});

it("the build's prerender refuses an agency's own SITE_URL while demo values remain, naming them", async () => {
  const prerender = config.prerender as () => Promise<string[]>;
  process.env.SITE_URL = "https://agency.example";
  delete process.env.DEMO_SITE;
  const refusal = prerender().then(
    () => "",
    (error: Error) => error.message,
  );
  const message = await refusal;
  expect(message).toMatch(/^SITE_URL is https:\/\/agency\.example, and these values in content\/site\.ts/);
  expect(message).toMatch(/legalEntity\.vatId: "DE\d{9}"/);
  expect(message).toMatch(/site\.offices\[0\]\.phone: "\+971/);
});
