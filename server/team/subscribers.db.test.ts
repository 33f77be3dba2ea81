import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, subscribers } from "../db/schema";
import { startApp } from "../testing/app";
import { addMember, as } from "../testing/inbox";
import { BACKENDS } from "../testing/support";

describe.each(BACKENDS)("the workspace's subscribers on %s", (backend) => {
  it("lists subscribers newest first by status and address, in pages, unsubscribes one on request (audited) and exports them", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const sam = await addMember(app, "sales", "Sam");
    const statuses = ["pending", "confirmed", "unsubscribed"] as const;
    const rows = await db
      .insert(subscribers)
      .values(
        Array.from({ length: 12 }, (_, index) => ({
          email: index === 4 ? "@sum(1+1)@example.org" : `reader${index}@${index % 2 ? "example.org" : "example.net"}`,
          status: statuses[index % 3],
          confirmedAt: index % 3 === 1 ? new Date("2026-03-01T10:00:00Z") : null,
        })),
      )
      .returning({ id: subscribers.id });
    const ids = rows.map((row) => row.id);
    const list = async (query: string) => {
      const response = await as(app, sam).get(`/api/team/subscribers${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        items: { id: number; email: string; status: string; confirmedAt: string | null }[];
        nextCursor: string | null;
        total?: number;
      }>();
    };

    const first = await list("?limit=5");
    // The total on the first page only.
    expect(first.total).toBe(12);
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(7).reverse());
    const second = await list(`?limit=5&cursor=${first.nextCursor}`);
    const third = await list(`?limit=5&cursor=${second.nextCursor}`);
    expect([...second.items, ...third.items].map((item) => item.id)).toEqual(ids.slice(0, 7).reverse());
    expect(third.nextCursor).toBeNull();
    expect(second.total).toBeUndefined();
    expect(first.items[0]).toEqual({
      id: ids[11],
      email: "reader11@example.org",
      status: "unsubscribed",
      createdAt: expect.any(String),
      confirmedAt: null,
      unsubscribedAt: null,
    });

    expect((await list("?status=confirmed")).items.map((item) => item.id)).toEqual([ids[10], ids[7], ids[4], ids[1]]);
    expect((await list("?q=EXAMPLE.NET&status=pending")).items.map((item) => item.id)).toEqual([ids[6], ids[0]]);
    expect((await list("?q=reader1")).items.map((item) => item.id)).toEqual([ids[11], ids[10], ids[1]]);
    expect((await as(app, sam).get("/api/team/subscribers?status=gone")).json().fields).toHaveProperty("status");
    expect((await as(app, sam).get("/api/team/subscribers?cursor=nope!")).json().fields).toHaveProperty("cursor");

    const unsubscribed = await as(app, sam).post(`/api/team/subscribers/${ids[1]}/unsubscribe`);
    expect(unsubscribed.statusCode).toBe(200);
    expect(unsubscribed.json().subscriber).toMatchObject({
      id: ids[1],
      email: "reader1@example.org",
      status: "unsubscribed",
      unsubscribedAt: expect.any(String),
    });
    const [stored] = await db.select().from(subscribers).where(eq(subscribers.id, ids[1]!));
    expect(stored!.status).toBe("unsubscribed");
    expect(stored!.unsubscribedAt).toBeInstanceOf(Date);
    // Pressed twice: the same answer, the first time kept.
    const again = await as(app, sam).post(`/api/team/subscribers/${ids[1]}/unsubscribe`);
    expect(again.json().subscriber.unsubscribedAt).toBe(unsubscribed.json().subscriber.unsubscribedAt);
    expect((await as(app, sam).post("/api/team/subscribers/999999/unsubscribe")).statusCode).toBe(404);
    expect((await as(app, sam).post("/api/team/subscribers/x/unsubscribe")).statusCode).toBe(400);

    const csv = await as(app, sam).get("/api/team/subscribers/export.csv?status=confirmed");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toMatch(
      /^attachment; filename="alphai-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trimEnd().split("\n");
    expect(lines[0]).toBe("id,email,status,createdAt,confirmedAt,unsubscribedAt");
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual([
      "reader10@example.net",
      "reader7@example.org",
      "'@sum(1+1)@example.org",
    ]);

    const events = await db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(events.map((event) => [event.action, event.subjectType, event.subjectId, event.detail])).toEqual([
      ["subscriber.unsubscribe", "subscriber", String(ids[1]), {}],
      ["subscriber.unsubscribe", "subscriber", String(ids[1]), {}],
      ["export", null, null, { list: "subscribers", rows: 3 }],
    ]);
    expect(JSON.stringify(events)).not.toContain("reader");
  });
});
