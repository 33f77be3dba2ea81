import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { cvDisposition } from "./applications";
import { replyLink } from "./leads";
import { contains, encodeCursor, listQuerySchema, page } from "./list-query";

const query = listQuerySchema({});

describe("the inbox lists' cursor", () => {
  it("round-trips an id, opaque to clients, and refuses anything it did not make", () => {
    for (const id of [1, 42, 2 ** 31 - 1, 2 ** 40]) {
      expect(encodeCursor(id)).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(query.parse({ cursor: encodeCursor(id) }).cursor).toBe(id);
    }
    for (const cursor of [
      "42",
      "aWQ6",
      "aWQ6MA",
      "id:42",
      "aWQ6LTE",
      "aWQ6NDIgT1IgMT0x",
      "a".repeat(41),
      ["aWQ6NDI", "aWQ6NDI"],
    ]) {
      expect(query.safeParse({ cursor }).success, JSON.stringify(cursor)).toBe(false);
    }
  });

  it("pages: the first `limit` rows, and the next page's cursor only when there was one more", () => {
    const rows = [{ id: 9 }, { id: 7 }, { id: 4 }];
    expect(page(rows, 2)).toEqual({ items: [{ id: 9 }, { id: 7 }], nextCursor: encodeCursor(7) });
    expect(page(rows, 3)).toEqual({ items: rows, nextCursor: null });
  });

  it("searches with the search's own LIKE characters taken literally", () => {
    const dialect = new PgDialect();
    const built = dialect.sqlToQuery(contains(sql`x`, "50%_off\\")!);
    expect(built.sql).toBe("x LIKE lower($1)");
    expect(built.params).toEqual(["%50\\%\\_off\\\\%"]);
    expect(contains(sql`x`, undefined)).toBeUndefined();
  });
});

describe("a lead's reply link", () => {
  it("is a mailto: with the address's parts and the subject percent-encoded", () => {
    expect(replyLink("mariam.khan@example.org")).toBe(
      "mailto:mariam.khan@example.org?subject=Re%3A%20your%20enquiry%20to%20Alphai",
    );
    expect(replyLink("a+b&c=d?e@example.org")).toBe(
      "mailto:a%2Bb%26c%3Dd%3Fe@example.org?subject=Re%3A%20your%20enquiry%20to%20Alphai",
    );
  });
});

describe("a CV's Content-Disposition", () => {
  it("is an attachment named after the application and the candidate, ASCII in filename and UTF-8 in filename*", () => {
    expect(cvDisposition(7, "Mariam Khan", "pdf")).toBe('attachment; filename="cv-7-Mariam-Khan.pdf"');
    expect(cvDisposition(7, "José Müller", "docx")).toBe(
      `attachment; filename="cv-7-Jose-Muller.docx"; filename*=UTF-8''cv-7-Jos%C3%A9-M%C3%BCller.docx`,
    );
    expect(cvDisposition(7, "王小明", "odt")).toBe(
      `attachment; filename="cv-7.odt"; filename*=UTF-8''cv-7-%E7%8E%8B%E5%B0%8F%E6%98%8E.odt`,
    );
    expect(cvDisposition(7, "  ", "pdf")).toBe('attachment; filename="cv-7.pdf"');
  });

  it("lets no quote, slash, semicolon, control or direction mark through, and keeps the name short", () => {
    for (const name of [
      'a"; filename="evil.html',
      "../../etc/passwd",
      "a\\b\r\nSet-Cookie: x=y",
      "Evil \u202Egnp.exe",
      "O'Neil (CTO) *",
      "x".repeat(500),
    ]) {
      const value = cvDisposition(12, name, "pdf");
      const [, ascii, extended] =
        /^attachment; filename="(cv-12[A-Za-z0-9-]*\.pdf)"(?:; filename\*=UTF-8''([A-Za-z0-9%.-]+))?$/.exec(value) ??
        [];
      expect(ascii, value).toBeDefined();
      expect(ascii!.length).toBeLessThanOrEqual(75);
      if (extended) expect(decodeURIComponent(extended)).not.toMatch(/["\\/;\s\u202e]/u);
    }
  });
});
