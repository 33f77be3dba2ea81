/**
 * Decision 022: per-client limits count the client the trusted proxies saw, not an address the client
 * wrote into X-Forwarded-For itself, and IPv6 clients per /64 (server/client-address.ts). The settings
 * come from TRUST_PROXY as an operator writes it, through readConfig.
 */
import { randomInt } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { readConfig } from "./config";
import { listen, startApp } from "./testing/app";
import { BACKENDS, type Backend } from "./testing/support";

const MAX = 3;

/** The app with TRUST_PROXY=`trustProxy` (unset: undefined) and RATE_LIMIT_MAX=3. */
const start = (backend: Backend, trustProxy?: string) =>
  startApp(backend, { rateLimitMax: MAX, trustProxy: readConfig({ TRUST_PROXY: trustProxy }).trustProxy });

/** A rate-limited route that stores nothing: an invalid confirmation link answers 303 to the expired-link page. */
const confirm = (app: FastifyInstance, remoteAddress: string, forwardedFor?: string) =>
  app
    .inject({
      method: "GET",
      url: "/api/newsletter/confirm?token=x",
      remoteAddress,
      headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
    })
    .then((response) => response.statusCode);

/** An address a client might invent for itself. */
const invented = () => `${randomInt(1, 224)}.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function statuses(count: number, request: () => Promise<number>): Promise<number[]> {
  const answers: number[] = [];
  for (let index = 0; index < count; index += 1) answers.push(await request());
  return answers;
}
const LIMITED = [303, 303, 303, 429, 429];

describe.each(BACKENDS)("per-client limits behind proxies on %s", (backend) => {
  it("TRUST_PROXY=1: a client is the address the proxy appended, whatever entries it wrote before it", async () => {
    const app = await start(backend, "1");
    // The client sends its own X-Forwarded-For, a new invented address each time; the proxy (10.0.0.2) appends the address it saw.
    expect(await statuses(5, () => confirm(app, "10.0.0.2", `${invented()}, ${invented()}, 203.0.113.7`))).toEqual(
      LIMITED,
    );
    // Another client behind the same proxy has its own limit: the proxy's address is not the key either.
    expect(await confirm(app, "10.0.0.2", "203.0.113.8")).toBe(303);
  });

  it("TRUST_PROXY=2 (a CDN, then a load balancer): the address the first proxy appended", async () => {
    const app = await start(backend, "2");
    expect(await statuses(5, () => confirm(app, "10.0.0.3", `${invented()}, 198.51.100.4, 192.0.2.10`))).toEqual(
      LIMITED,
    );
    expect(await confirm(app, "10.0.0.3", `${invented()}, 198.51.100.5, 192.0.2.10`)).toBe(303);
  });

  it("a list of proxies: a chain through two trusted proxies resolves to the first untrusted address", async () => {
    const app = await start(backend, "127.0.0.1/32, 10.0.0.0/8");
    expect(await statuses(5, () => confirm(app, "127.0.0.1", `${invented()}, 203.0.113.9, 10.1.2.3`))).toEqual(LIMITED);
    expect(await confirm(app, "127.0.0.1", `${invented()}, 203.0.113.10, 10.1.2.3`)).toBe(303);
    // A peer that is not one of the proxies is the client itself: what it writes in the header is ignored.
    expect(await statuses(5, () => confirm(app, "198.51.100.50", `${invented()}, 10.1.2.3`))).toEqual(LIMITED);
  });

  it("a list with an IPv6 proxy (::1)", async () => {
    const app = await start(backend, "::1");
    expect(await statuses(5, () => confirm(app, "::1", `${invented()}, 2001:db8:5::1`))).toEqual(LIMITED);
    expect(await confirm(app, "::1", "2001:db8:6::1")).toBe(303);
  });

  it("counts IPv6 clients per /64: one host cannot rotate through its /64 for fresh limits", async () => {
    const app = await start(backend);
    let host = 0;
    expect(await statuses(5, () => confirm(app, `2001:db8:1:2:${(host += 1).toString(16)}::1`))).toEqual(LIMITED);
    expect(await confirm(app, "2001:db8:1:2:ffff:ffff:ffff:ffff")).toBe(429);
    // The neighbouring /64 is another client.
    expect(await confirm(app, "2001:db8:1:3::1")).toBe(303);
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", async () => {
    const app = await start(backend);
    const mixed = ["::ffff:203.0.113.7", "203.0.113.7", "::ffff:203.0.113.7", "203.0.113.7", "::ffff:203.0.113.7"];
    expect(await statuses(5, () => confirm(app, mixed.shift()!))).toEqual(LIMITED);
    expect(await confirm(app, "::ffff:203.0.113.70")).toBe(303);
  });
});

describe("HSTS, from SITE_URL alone (decision 035)", () => {
  /**
   * Whether `/` (answered from memory) and `/api/nothing` (by Fastify) carry HSTS for a client on 127.0.0.1 that
   * claims HTTPS, on a site whose SITE_URL is `siteUrl`.
   */
  async function hsts(trustProxy: string | undefined, siteUrl: string) {
    const app = await startApp("pglite", {
      trustProxy: readConfig({ TRUST_PROXY: trustProxy }).trustProxy,
      siteUrl,
      siteOrigins: [siteUrl],
    });
    const origin = `http://127.0.0.1:${await listen(app)}`;
    const answers = await Promise.all(
      ["/", "/api/nothing"].map((url) => fetch(`${origin}${url}`, { headers: { "x-forwarded-proto": "https" } })),
    );
    return answers.map((answer) => answer.headers.has("strict-transport-security"));
  }

  it("is sent on every answer of an https site, whatever the request's protocol or a proxy's header", async () => {
    expect(await hsts("1", "https://www.alphai.test")).toEqual([true, true]);
    expect(await hsts(undefined, "https://www.alphai.test")).toEqual([true, true]);
  });

  it("is never sent by a site on plain http, even to a trusted proxy that says https", async () => {
    expect(await hsts("1", "http://www.alphai.test")).toEqual([false, false]);
    expect(await hsts("127.0.0.1", "http://www.alphai.test")).toEqual([false, false]);
  });
});
