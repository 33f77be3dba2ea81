/**
 * Publishing from the workspace (issue 37, decision 052), against the production build on the real server: an owner
 * adds a passage to an article, in Markdown with a link to a page by its id, a list and emphasis, and publishes it; a
 * visitor then finds it on the article's page (rendered by the site's templates, the link at the page's address), in
 * the feed and through the site search, while the German page keeps its own text. The refusal of a text the build
 * would refuse is in team-a11y.spec.ts; two instances on PostgreSQL in server/team/content-publish.db.test.ts.
 */
import { expect, test } from "./team-helpers";

const SLUG = "dedicated-team-vs-freelancers";
const TITLE = "Dedicated Team vs Freelancers: How to Decide";
/** A word no page of the site has: the search finds the article by it only once the section is published. */
const WORD = "quokka";
/** Added to the last section (a new section would need its German counterpart: the languages keep one structure). */
const SECTION = `
### What the ${WORD} checklist asks

Before you decide, answer three questions with **your whole team**:

- Is the work bounded?
- Who reviews it?
- Who owns the result?

Then [talk to us](page:contact) about the answers.
`;

test("an article's new passage, published from the workspace, is on the site: its page, the feed and the search", async ({
  owner,
  page,
}) => {
  // A generation of the whole site: about 30 s on a quiet machine, minutes beside the suite's three browsers.
  test.setTimeout(360_000);
  const editor = await owner.newPage();
  await editor.goto("/team/content/articles");
  await editor.getByRole("link", { name: TITLE, exact: true }).click();
  await expect(editor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  const text = editor.getByLabel("English text");
  await text.fill(`${(await text.inputValue()).trimEnd()}\n${SECTION}`);
  await editor.getByRole("button", { name: "Publish the English text" }).click();
  // The whole site is made and checked with the text, then served: the answer comes once it is live.
  await expect(editor.getByRole("status").filter({ hasText: "Published the English text" })).toBeVisible({
    timeout: 300_000,
  });
  await expect(editor.getByText("Published from the workspace")).toBeVisible();

  await page.goto(`/resource/${SLUG}`);
  await expect(page.getByRole("heading", { level: 3, name: `What the ${WORD} checklist asks` })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Who reviews it?" })).toBeVisible();
  await expect(page.locator("strong", { hasText: "your whole team" })).toBeVisible();
  await expect(page.getByRole("link", { name: "talk to us" })).toHaveAttribute("href", "/contactus");

  const feed = await page.request.get("/resource/feed.xml");
  expect(await feed.text()).toContain(`What the ${WORD} checklist asks`);
  await page.goto(`/search?q=${WORD}`);
  await expect(page.getByRole("main").locator(`a[href="/resource/${SLUG}"]`).first()).toBeVisible();

  // The German text is its own: published on its own, unchanged here.
  const german = await page.request.get(`/de/resource/${SLUG}`);
  expect(await german.text()).not.toContain(WORD);
});
