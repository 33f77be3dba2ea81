import { parse } from "parse5";
import { describe, expect, it } from "vitest";
import { refusedFormPage } from "./form-page";
import { inSiteShell } from "./page-shell";

/** A page as the build writes it, cut down: hydration scripts, JSON-LD, a script that runs before hydration, two forms. */
const PAGE = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Contact us | Alphai</title>
<link rel="modulepreload" href="/assets/entry.js"><link rel="stylesheet" href="/assets/root.css">
<script>window.__reactRouterContext = {};</script><script type="module">import("/assets/entry.js");</script>
<script type="application/ld+json">{"@type":"Organization"}</script><script data-static-page="">/* menu fallback */</script></head>
<body><header><nav aria-label="Main"><a href="/">Home</a></nav></header><main>
<form class="contact-form" method="post" action="/api/contact" aria-labelledby="t"><h2 id="t">Tell us</h2><p class="form-note">Fields marked * are required.</p>
<div class="form-grid">
<div class="field"><label for="contact-name">Name *</label><input id="contact-name" name="name" type="text" required></div>
<div class="field"><label for="contact-email">Work e-mail *</label><input id="contact-email" name="email" type="email" required></div>
<div class="field"><label for="contact-service">Service</label><select id="contact-service" name="service"><option value="" selected="">Not sure yet</option><option value="devops">DevOps</option></select></div>
<div class="field"><label for="contact-message">Message *</label><textarea id="contact-message" name="message" required></textarea></div>
<div class="field"><div class="field-checkbox"><input id="contact-consent" name="consent" type="checkbox" value="true" required><label for="contact-consent">I agree</label></div></div>
<input type="hidden" name="role" value="senior-react-engineer"><div class="field"><label for="contact-cv">CV</label><input id="contact-cv" name="cv" type="file"></div>
</div><div hidden><label>Website <input type="text" name="website"></label></div><button type="submit">Send message</button></form>
</main><footer><form class="subscribe-form" method="post" action="/api/subscribe"><h2 id="s">Insights</h2>
<div class="subscribe-row"><label for="subscribe-email">Email address</label><input id="subscribe-email" name="email" type="email"><button>Subscribe</button></div></form></footer>
<script>$RC("B:1","S:1")</script></body></html>`;

const dom = (html: string) => new DOMParserLike(html);

/** A few queries over parse5's tree, enough for these assertions (the server has no DOM). */
class DOMParserLike {
  private readonly all: { tag: string; attrs: Record<string, string>; text: string; path: string[] }[] = [];
  constructor(html: string) {
    type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };
    const text = (node: Node): string =>
      node.nodeName === "#text" ? (node.value ?? "") : (node.childNodes ?? []).map(text).join("");
    const walk = (node: Node, path: string[]) => {
      for (const child of node.childNodes ?? []) {
        if (!child.attrs) continue;
        const attrs = Object.fromEntries(child.attrs.map((item) => [item.name, item.value]));
        const here = [
          ...path,
          attrs.id
            ? `${child.nodeName}#${attrs.id}`
            : attrs.class
              ? `${child.nodeName}.${attrs.class.split(" ")[0]}`
              : child.nodeName,
        ];
        this.all.push({ tag: child.nodeName, attrs, text: text(child), path: here });
        walk(child, here);
      }
    };
    walk(parse(html) as unknown as Node, []);
  }
  byId(id: string) {
    return this.all.find((element) => element.attrs.id === id);
  }
  tags(tag: string) {
    return this.all.filter((element) => element.tag === tag);
  }
  indexOf(id: string) {
    return this.all.findIndex((element) => element.attrs.id === id);
  }
}

describe("the page answered to a refused plain form post", () => {
  const values = {
    name: "Mariam <Khan>",
    email: "mariam@",
    service: "devops",
    message: 'Line one\n"quoted" </textarea><script>x</script>',
    consent: "true",
    website: "spam",
    formToken: "t0ken",
    role: "other",
    cv: "C:\\fakepath\\cv.pdf",
  };
  const fields = {
    email: "Enter a valid e-mail address.",
    message: "Keep the message shorter.",
    form: "Unexpected field: extra.",
  };

  it("keeps every entry, marks each refused field with its message and lists them in a summary linking to the fields", () => {
    const html = refusedFormPage(PAGE, {
      action: "/api/contact",
      error: "Please correct the highlighted fields.",
      fields,
      values,
    })!;
    const page = dom(html);
    expect(page.byId("contact-name")!.attrs.value).toBe("Mariam <Khan>");
    expect(page.byId("contact-name")!.attrs["aria-invalid"]).toBeUndefined();
    expect(page.byId("contact-email")!.attrs).toMatchObject({
      value: "mariam@",
      "aria-invalid": "true",
      "aria-describedby": "contact-email-error",
    });
    expect(page.byId("contact-email-error")).toMatchObject({
      text: "Enter a valid e-mail address.",
      path: expect.arrayContaining(["div.field"]),
    });
    expect(page.byId("contact-message")!.text).toBe(values.message);
    expect(page.byId("contact-message")!.attrs["aria-describedby"]).toBe("contact-message-error");
    const options = page.tags("option");
    expect(options.filter((option) => "selected" in option.attrs).map((option) => option.attrs.value)).toEqual([
      "devops",
    ]);
    expect(page.byId("contact-consent")!.attrs.checked).toBe("");
    // Never written back: the honeypot, the form token, the page's own hidden role, a file.
    expect(html).not.toContain("spam");
    expect(html).not.toContain("t0ken");
    expect(html).toContain('value="senior-react-engineer"');
    expect(page.byId("contact-cv")!.attrs.value).toBeUndefined();

    const summary = page.byId("form-error-summary")!;
    expect(summary.attrs).toMatchObject({ role: "alert", tabindex: "-1", autofocus: "" });
    expect(summary.path).toEqual(expect.arrayContaining(["form.contact-form"]));
    const links = page.tags("a").filter((link) => link.path.includes("div#form-error-summary"));
    expect(links.map((link) => [link.attrs.href, link.text])).toEqual([
      ["#contact-email", "Enter a valid e-mail address."],
      ["#contact-message", "Keep the message shorter."],
    ]);
    // A message with no field of its own is listed without a link.
    expect(page.tags("li").map((item) => item.text)).toContain("Unexpected field: extra.");
    // After the form's heading and note, before the fields.
    expect(page.indexOf("form-error-summary")).toBeGreaterThan(page.indexOf("t"));
    expect(page.indexOf("form-error-summary")).toBeLessThan(page.indexOf("contact-name"));
    // The other form of the page is untouched.
    expect(page.byId("subscribe-email")!.attrs.value).toBeUndefined();
  });

  it("is a document: the scripts that would hydrate it are gone, JSON-LD and the scripts marked to run before hydration stay", () => {
    const html = refusedFormPage(PAGE, {
      action: "/api/contact",
      error: "Please correct the highlighted fields.",
      fields,
      values,
    })!;
    const page = dom(html);
    const scripts = page.tags("script");
    expect(scripts.map((script) => script.attrs.type ?? script.attrs["data-static-page"] ?? script.text)).toEqual([
      "application/ld+json",
      "",
    ]);
    expect(page.tags("link").map((link) => link.attrs.rel)).toEqual(["stylesheet"]);
    expect(page.tags("title")[0]!.text).toBe("Error: Contact us | Alphai");
    expect(page.tags("meta").find((meta) => meta.attrs.name === "robots")?.attrs.content).toBe("noindex");
    expect(page.tags("nav")).toHaveLength(1);
    // Entries cannot break out of their attribute or element.
    expect(html).not.toContain("<script>x</script>");
    expect(html).not.toContain("<Khan>");
  });

  it("puts a message outside a .field after the control's wrapper, and adds the form's note", () => {
    const html = refusedFormPage(PAGE, {
      action: "/api/subscribe",
      error: "Please correct the e-mail address.",
      fields: { email: "Enter a valid e-mail address." },
      values: { email: "nope" },
      note: "Attach your CV again.",
    })!;
    const page = dom(html);
    expect(page.byId("subscribe-email")!.attrs).toMatchObject({ value: "nope", "aria-invalid": "true" });
    const error = page.byId("subscribe-email-error")!;
    expect(error.path).not.toContain("div.subscribe-row");
    expect(page.indexOf("subscribe-email-error")).toBeGreaterThan(page.indexOf("subscribe-email"));
    expect(page.byId("form-error-summary")!.text).toContain("Attach your CV again.");
    // The contact form keeps its built state.
    expect(page.byId("contact-email")!.attrs["aria-invalid"]).toBeUndefined();
  });

  it("shows the reason alone when no field is named (a limit reached before the form was read)", () => {
    const page = dom(
      refusedFormPage(PAGE, { action: "/api/contact", error: "Too many requests: try again in a minute." })!,
    );
    expect(page.byId("form-error-summary")!.text).toBe("Too many requests: try again in a minute.");
    expect(page.tags("ul").filter((list) => list.path.includes("div#form-error-summary"))).toEqual([]);
  });

  it("answers undefined for a page without that form", () => {
    expect(refusedFormPage(PAGE, { action: "/api/applications", error: "x" })).toBeUndefined();
  });

  it("on a German page: the title starts with the German word, the summary and messages are the ones given", () => {
    const german = PAGE.replace('<html lang="en">', '<html lang="de">').replace(
      "<title>Contact us | Alphai</title>",
      "<title>Kontakt | Alphai</title>",
    );
    const refusal = {
      action: "/api/contact",
      error: "Bitte korrigieren Sie die markierten Felder.",
      fields: { email: "Geben Sie eine gültige E-Mail-Adresse ein, etwa name@firma.de." },
      values: { email: "mariam@", locale: "de" },
      errorTitle: "Fehler: ",
    };
    const page = dom(refusedFormPage(german, refusal)!);
    expect(page.tags("title")[0]!.text).toBe("Fehler: Kontakt | Alphai");
    expect(page.byId("form-error-summary-title")!.text).toBe("Bitte korrigieren Sie die markierten Felder.");
    expect(page.byId("contact-email-error")!.text).toBe(
      "Geben Sie eine gültige E-Mail-Adresse ein, etwa name@firma.de.",
    );
    // Answered again (a second refusal of the same page): the prefix is not doubled.
    expect(dom(refusedFormPage(refusedFormPage(german, refusal)!, refusal)!).tags("title")[0]!.text).toBe(
      "Fehler: Kontakt | Alphai",
    );
  });
});

describe("a page the API answers itself, in the site's layout", () => {
  it("keeps the shell's header, navigation and footer, replaces <main> and the head's page facts, and drops the hydration scripts", () => {
    const shell = PAGE.replace("<main>", '<main id="main"><section class="hero"><h1>Thank you</h1></section>').replace(
      "</head>",
      '<link rel="canonical" href="https://www.alphai.tech/contactus/thank-you"><meta name="description" content="Sent"><meta property="og:title" content="Thank you"></head>',
    );
    const html = inSiteShell(shell, "Check & send", '<p class="note">Press <b>Send</b>.</p>')!;
    const page = dom(html);
    expect(page.tags("h1").map((heading) => heading.text)).toEqual(["Check & send"]);
    expect(page.tags("title")[0]!.text).toBe("Check & send | Alphai");
    expect(page.tags("b").map((bold) => bold.path)).toEqual([expect.arrayContaining(["main#main", "div.api-answer"])]);
    expect(page.tags("nav")).toHaveLength(1);
    expect(page.tags("footer")).toHaveLength(1);
    expect(html).not.toContain("Thank you");
    expect(html).not.toContain("canonical");
    expect(html).not.toContain('name="description"');
    expect(page.tags("meta").find((meta) => meta.attrs.name === "robots")?.attrs.content).toBe("noindex");
    expect(page.tags("script").map((script) => script.attrs["data-static-page"])).toEqual([""]);
  });
});
