/**
 * How long leads are kept (issue 36 §6), as an owner sets it and a visitor reads it: the periods saved on the
 * workspace's screen with the keyboard, then stated by the privacy policy as the server sends it and after a
 * navigation in the app, in both languages. The setting is put back afterwards: the suite's server is shared.
 */
import { DEFAULT_RETENTION } from "../../app/shared/lead-retention";
import { expect, MOBILE, sameOrigin, test } from "./team-helpers";

test("an owner shortens a period, and the privacy policy states it at once, loaded or navigated to, in English and German", async ({
  owner,
}) => {
  const page = await owner.newPage();
  await page.setViewportSize(MOBILE);
  try {
    await page.goto("/team/retention");
    await expect(page.getByRole("heading", { level: 1, name: "How long leads are kept" })).toBeVisible();
    const lost = page.getByLabel("Lost, in months");
    await expect(lost).toHaveValue(String(DEFAULT_RETENTION.lost));
    await expect(page.getByText("From 1 to 24; 6 months by default.")).toBeVisible();

    // Outside the limits: the server's message next to the field, nothing saved.
    await lost.fill("30");
    await lost.press("Enter");
    await expect(lost).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Enter a whole number of months from 1 to 24.")).toBeVisible();

    await lost.fill("3");
    // What the next daily run would erase with the periods as typed (nothing old enough on this server).
    await expect(page.locator(".retention-due")).toContainText("the next daily run erases no lead");
    await lost.press("Enter");
    await expect(page.getByText("Saved. The privacy policy states these periods from now on.")).toBeVisible();
    await expect(lost).not.toHaveAttribute("aria-invalid");
    await expect(page.getByText(/^Last changed .* by /)).toBeVisible();

    // The page as the server sends it (no script needed to read it).
    const policy = await owner.request.get("/privacy-policy");
    expect(await policy.text()).toContain("<strong>Lost (no project)</strong>: 3 months");
    await page.goto("/privacy-policy");
    const list = page.locator("ul.lead-retention");
    await expect(list.getByRole("listitem").filter({ hasText: "Lost (no project)" })).toHaveText(
      "Lost (no project): 3 months",
    );
    // After a navigation in the app: the German policy, reached from the German home page's footer.
    await page.goto("/de");
    await page.getByRole("contentinfo").getByRole("link", { name: "Datenschutzerklärung" }).click();
    await expect(page).toHaveURL(/\/de\/privacy-policy$/);
    await expect(list.getByRole("listitem").filter({ hasText: "Verloren" })).toHaveText(
      "Verloren (kein Projekt): 3 Monate",
    );
    await expect(list.getByRole("listitem").filter({ hasText: "Gewonnen" })).toHaveText(
      "Gewonnen (ein Projekt folgte): 3 Jahre",
    );
  } finally {
    const current = await owner.request.get("/api/team/retention");
    const { retention } = (await current.json()) as { retention: { version: number } };
    const restored = await owner.request.put("/api/team/retention", {
      headers: sameOrigin,
      data: { ...DEFAULT_RETENTION, version: retention.version },
    });
    expect(restored.status()).toBe(200);
  }
});
