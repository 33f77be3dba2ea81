/**
 * The server's generic error answers speak the language of the address (issue 35 §3): a page path under /de gets
 * them in German, every other path in English.
 */
import { describe, expect, it } from "vitest";
import { errorWord } from "./error-words";
import { startApp } from "./testing/app";
import { BACKENDS } from "./testing/support";

describe("errorWord", () => {
  it("is German for a path under /de, English for any other, query strings ignored", () => {
    expect(errorWord({ url: "/de/work" }, "methodNotAllowed")).toBe("Methode nicht erlaubt");
    expect(errorWord({ url: "/de?x=/de/" }, "notFound")).toBe("Nicht gefunden");
    expect(errorWord({ url: "/de/" }, "internal")).toBe("Interner Serverfehler");
    expect(errorWord({ url: "/work?lang=/de/" }, "methodNotAllowed")).toBe("Method Not Allowed");
    expect(errorWord({ url: "/design" }, "notFound")).toBe("Not Found");
  });
});

describe.each(BACKENDS)("generic error answers on %s", (backend) => {
  it("refuses another method on a German page in German, on an English page in English", async () => {
    const app = await startApp(backend);
    for (const [url, error] of [
      ["/de/work", "Methode nicht erlaubt"],
      ["/de/", "Methode nicht erlaubt"],
      ["/work", "Method Not Allowed"],
    ] as const) {
      const response = await app.inject({ method: "DELETE", url });
      expect(response.statusCode, url).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD");
      expect(response.json(), url).toEqual({ error });
    }
  });
});
