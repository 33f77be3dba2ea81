import { afterEach, describe, expect, it, vi } from "vitest";
import { FORM_TOKEN_MAX_AGE_MS, MIN_FILL_MS } from "../../app/shared/lead-options";
import { contacts, subscribers } from "../db/schema";
import { Tokens } from "../mail/tokens";
import { startApp } from "../testing/app";
import { BACKENDS, formToken, TEST_SECRET, type Backend } from "../testing/support";

afterEach(() => {
  vi.useRealTimers();
});

// Every case posts from the same address.
const start = (backend: Backend) => startApp(backend, { rateLimitMax: 1000 });

/** Moves the clock forward (Date only: timers, the database and the server keep running). */
function later(ms: number) {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(now + ms);
}

const enquiry = {
  name: "Mariam Khan",
  email: "mariam@example.org",
  message: "We need an appointment app for our clinics.",
  consent: true,
};
const FORM = { "content-type": "application/x-www-form-urlencoded", accept: "text/html" };

/** The name/value pairs of a page's hidden inputs, as a browser would post them. */
const hiddenFields = (html: string) =>
  new URLSearchParams(
    [...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map(
      ([, name, value]): [string, string] => [
        name!,
        value!.replace(
          /&(amp|lt|gt|quot|#39);/g,
          (_, entity: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" })[entity]!,
        ),
      ],
    ),
  );

describe.each(BACKENDS)("form tokens on %s", (backend) => {
  it("GET /api/form-token issues an uncacheable token per form and refuses anything else", async () => {
    const app = await start(backend);
    const response = await app.inject({ method: "GET", url: "/api/form-token?form=contact" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body).toEqual({
      token: expect.stringMatching(/^[\w-]{8}\.[\w-]+\.[\w-]{43}$/),
      minAgeMs: MIN_FILL_MS.contact,
      maxAgeMs: FORM_TOKEN_MAX_AGE_MS,
    });

    for (const url of [
      "/api/form-token",
      "/api/form-token?form=careers",
      "/api/form-token?form=contact&form=subscribe",
    ]) {
      const bad = await app.inject({ method: "GET", url });
      expect(bad.statusCode, url).toBe(400);
      expect(bad.json().fields.form).toMatch(/form=contact or form=subscribe/);
    }
    const post = await app.inject({ method: "POST", url: "/api/form-token?form=contact" });
    expect(post.statusCode).toBe(405);
    expect(post.headers.allow).toBe("GET, HEAD");
  });

  it("accepts a token from GET /api/form-token once it is old enough, and only for its own form", async () => {
    const app = await start(backend);
    const { token } = (await app.inject({ method: "GET", url: "/api/form-token?form=contact" })).json();

    const young = await app.inject({ method: "POST", url: "/api/contact", payload: { ...enquiry, formToken: token } });
    expect(young.statusCode).toBe(400);
    expect(young.json()).toEqual({
      error: expect.stringMatching(/wait a few seconds/),
      fields: { formToken: expect.stringMatching(/wait a few seconds/) },
    });
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);

    later(MIN_FILL_MS.contact + 100);
    const otherForm = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "mariam@example.org", formToken: token },
    });
    expect(otherForm.statusCode).toBe(400);
    expect(otherForm.json().error).toMatch(/not valid/);
    const sent = await app.inject({ method: "POST", url: "/api/contact", payload: { ...enquiry, formToken: token } });
    expect(sent.statusCode).toBe(201);
    // Reuse within its lifetime is allowed (the rate limit bounds it).
    const again = await app.inject({ method: "POST", url: "/api/contact", payload: { ...enquiry, formToken: token } });
    expect(again.statusCode).toBe(201);
    expect(await app.database.db.select().from(contacts)).toHaveLength(2);
    expect(await app.database.db.select().from(subscribers)).toHaveLength(0);
  });

  it("refuses missing, wrongly typed, expired, forged, tampered and padded tokens with a clear message", async () => {
    const app = await start(backend);
    const good = formToken("contact");
    const [kid, body, mac] = good.split(".") as [string, string, string];
    /** A fresh token whose issue time a bot rewrote to a minute ago, keeping the signature. */
    const backdated = (token: string) => {
      const [id, , signature] = token.split(".");
      return `${id}.${Buffer.from(JSON.stringify({ p: "form:contact", i: Date.now() - 60_000 })).toString("base64url")}.${signature}`;
    };
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    const cases: [string, unknown, RegExp][] = [
      ["omitted", undefined, /missing/],
      ["zero", 0, /as text/],
      ["null", null, /as text/],
      ["empty", "", /missing/],
      ["true", true, /as text/],
      ["array", [1], /as text/],
      ["a number as text", String(Date.now() - 60_000), /not valid/],
      ["expired", formToken("contact", FORM_TOKEN_MAX_AGE_MS + 1000), /more than a day/],
      ["too young", formToken("contact", MIN_FILL_MS.contact - 500), /wait a few seconds/],
      ["from the future", formToken("contact", -60_000), /wait a few seconds/],
      [
        "signed with another secret",
        formToken("contact", 60_000, "another-secret-that-is-long-enough-012345"),
        /not valid/,
      ],
      ["tampered payload", `${kid}.${flip(body, 5)}.${mac}`, /not valid/],
      ["tampered signature", `${kid}.${body}.${flip(mac, 10)}`, /not valid/],
      ["issue time moved back", backdated(formToken("contact", 0)), /not valid/],
      ["trailing junk", `${good}.extra`, /not valid/],
      ["trailing character", `${good}x`, /not valid/],
      ["leading junk", `x${good}`, /not valid/],
      ["surrounding space", ` ${good} `, /not valid/],
      ["for the other form", formToken("subscribe"), /not valid/],
      ["a newsletter link token", new Tokens(TEST_SECRET).sign("mariam@example.org", "unsubscribe"), /not valid/],
    ];
    for (const [label, value, message] of cases) {
      const response = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...enquiry, formToken: value },
      });
      expect(response.statusCode, label).toBe(400);
      const answer = response.json();
      expect(answer.fields.formToken, label).toMatch(message);
      expect(response.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|stack/i);
    }
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
  });

  it("accepts startedAt no longer: any value without a form token is refused", async () => {
    const app = await start(backend);
    for (const startedAt of [undefined, 0, null, "", true, [1], Date.now() - 60_000]) {
      const contact = await app.inject({ method: "POST", url: "/api/contact", payload: { ...enquiry, startedAt } });
      expect(contact.statusCode, JSON.stringify(startedAt)).toBe(400);
      expect(contact.json().fields.formToken).toMatch(/missing/);
      const subscribe = await app.inject({
        method: "POST",
        url: "/api/subscribe",
        payload: { email: "reader@example.org", startedAt },
      });
      expect(subscribe.statusCode, JSON.stringify(startedAt)).toBe(400);
    }
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);
    expect(await app.database.db.select().from(subscribers)).toHaveLength(0);
  });

  it("answers a plain form post without a token with a page to check and send, keeping every entry", async () => {
    const app = await start(backend);
    const entries = {
      name: "Omar <b>Haddad</b> & Sons",
      email: "Omar@Example.org",
      company: 'Hotels "Oman"',
      phone: "+968 2412 3456",
      service: "services/website-development",
      budget: "$75k-$150k",
      message: "Line one\nLine two: <script>alert(1)</script>",
      consent: "true",
      website: "",
    };
    const first = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: FORM,
      payload: new URLSearchParams(entries).toString(),
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers["content-type"]).toMatch(/^text\/html/);
    expect(first.headers["cache-control"]).toBe("no-store");
    expect(first.headers["content-security-policy"]).toMatch(/style-src 'self' 'sha256-[\w+/=]+'/);
    const page = first.body;
    expect(page).toContain("<h1>Check and send your message</h1>");
    expect(page).toContain("Omar &lt;b&gt;Haddad&lt;/b&gt; &amp; Sons");
    expect(page).toContain("Website Development");
    expect(page).not.toContain("<script>");
    expect(page).toMatch(/<form method="post" action="\/api\/contact">/);
    expect(page).toMatch(/<div hidden><label>Website <input type="text" name="website"/);
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);

    const fields = hiddenFields(page);
    expect(fields.get("formToken")).toMatch(/^[\w-]{8}\.[\w-]+\.[\w-]{43}$/);
    expect(Object.fromEntries([...fields].filter(([name]) => name !== "formToken"))).toEqual({
      name: entries.name,
      email: "omar@example.org",
      company: entries.company,
      phone: entries.phone,
      service: entries.service,
      budget: entries.budget,
      message: entries.message,
      consent: "true",
    });

    // Pressing Send at once: the same page again, same token, nothing stored.
    const quick = await app.inject({ method: "POST", url: "/api/contact", headers: FORM, payload: fields.toString() });
    expect(quick.statusCode).toBe(400);
    expect(quick.body).toMatch(/That was quick/);
    expect(hiddenFields(quick.body).get("formToken")).toBe(fields.get("formToken"));
    expect(await app.database.db.select().from(contacts)).toHaveLength(0);

    later(MIN_FILL_MS.contact + 100);
    const sent = await app.inject({ method: "POST", url: "/api/contact", headers: FORM, payload: fields.toString() });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/contactus/thank-you");
    const [row] = await app.database.db.select().from(contacts);
    expect(row).toMatchObject({
      name: entries.name,
      email: "omar@example.org",
      company: entries.company,
      message: entries.message,
      budget: entries.budget,
    });
  });

  it("gives a plain form post with a bad token the page again with a fresh token, and still checks the honeypot and the fields first", async () => {
    const app = await start(backend);
    const post = (payload: Record<string, string>) =>
      app.inject({
        method: "POST",
        url: "/api/subscribe",
        headers: FORM,
        payload: new URLSearchParams(payload).toString(),
      });

    const forged = await post({ email: "reader@example.org", formToken: `${formToken("subscribe")}.extra` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain("<h1>Confirm your subscription</h1>");
    expect(forged.body).toMatch(/could not check that the form came from this site/);
    const fresh = hiddenFields(forged.body);
    expect(fresh.get("formToken")).not.toBe(`${formToken("subscribe")}.extra`);
    expect(fresh.get("email")).toBe("reader@example.org");

    const expired = await post({
      email: "reader@example.org",
      formToken: formToken("subscribe", FORM_TOKEN_MAX_AGE_MS + 1000),
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.body).toMatch(/open for more than a day/);

    const honeypot = await post({ email: "reader@example.org", website: "https://spam.example" });
    expect(honeypot.statusCode).toBe(400);
    expect(honeypot.body).toMatch(/rejected as automated/);
    expect(honeypot.body).not.toMatch(/formToken/);
    const invalid = await post({ email: "not-an-email" });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatch(/valid e-mail address/);
    expect(invalid.body).not.toMatch(/formToken/);

    later(MIN_FILL_MS.subscribe + 100);
    const sent = await post(Object.fromEntries(fresh));
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/newsletter/check-inbox");
    expect(await app.database.db.select().from(subscribers)).toHaveLength(1);
  });
});

describe.each(BACKENDS)("form tokens on a German page, on %s", (backend) => {
  it("a plain post without a token gets the German check-and-send page, which keeps the language to the German thank-you page", async () => {
    const app = await start(backend);
    const entries = {
      name: "Jonas Becker",
      email: "Jonas@Example.de",
      service: "services/website-development",
      budget: "€25k-€75k",
      message: "Wir planen einen Onlineshop für Österreich und die Schweiz.",
      consent: "on",
      locale: "de",
      website: "",
    };
    const first = await app.inject({
      method: "POST",
      url: "/api/contact",
      headers: FORM,
      payload: new URLSearchParams(entries).toString(),
    });
    expect(first.statusCode).toBe(200);
    const page = first.body;
    expect(page).toContain('<html lang="de">');
    expect(page).toContain("<title>Nachricht prüfen und senden | Alphai</title>");
    expect(page).toContain("<dt>Geschäftliche E-Mail-Adresse</dt><dd>jonas@example.de</dd>");
    expect(page).toContain("<dt>Budgetrahmen</dt><dd>25.000–75.000\u00a0€</dd>");
    expect(page).toContain("<dt>Einwilligung</dt><dd>Sie sind einverstanden");
    expect(page).toContain("Nachricht senden</button>");
    const fields = hiddenFields(page);
    expect(fields.get("locale")).toBe("de");
    expect(fields.get("budget")).toBe("€25k-€75k");

    const quick = await app.inject({ method: "POST", url: "/api/contact", headers: FORM, payload: fields.toString() });
    expect(quick.statusCode).toBe(400);
    expect(quick.body).toMatch(/Das ging schnell: Bitte nehmen Sie sich einen Moment/);

    later(MIN_FILL_MS.contact + 100);
    const sent = await app.inject({ method: "POST", url: "/api/contact", headers: FORM, payload: fields.toString() });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe("/de/contactus/thank-you");
    const [row] = await app.database.db.select().from(contacts);
    expect(row).toMatchObject({ email: "jonas@example.de", budget: "€25k-€75k", currency: "EUR", locale: "de" });
  });

  it("a script's post with a refused token is told why in German", async () => {
    const app = await start(backend);
    const response = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: {
        email: "leser@example.de",
        locale: "de",
        formToken: formToken("subscribe", FORM_TOKEN_MAX_AGE_MS + 1000),
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.formToken).toBe(
      "Das Formular war länger als einen Tag geöffnet: Laden Sie die Seite neu und senden Sie es erneut.",
    );
  });
});
