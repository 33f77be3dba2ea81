import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { FORM_TOKEN_MAX_AGE_MS, MIN_FILL_MS } from "../../app/shared/lead-options";
import { readConfig } from "../config";
import { tempDir } from "../testing/support";
import { keyId, loadSecrets, Tokens } from "./tokens";

const OLD = "old-secret-that-is-long-enough-0123456789abc";
const NEW = "new-secret-that-is-long-enough-0123456789xyz";
const OTHER = "other-secret-that-is-long-enough-012345678";

/** A link as mailed before key ids existed: base64url(payload) + "." + HMAC of the payload. */
const legacyLink = (secret: string, email: string, purpose: "confirm" | "unsubscribe", expiresAt = 0) => {
  const body = Buffer.from(JSON.stringify({ e: email, p: purpose, x: expiresAt })).toString("base64url");
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
};

describe("signed tokens", () => {
  it("name their key: a short id that is stable per secret and differs between secrets", () => {
    const token = new Tokens(NEW).sign("a@example.org", "confirm");
    expect(token).toMatch(/^[\w-]{8}\.[\w-]+\.[\w-]{43}$/);
    expect(token.split(".")[0]).toBe(keyId(NEW));
    expect(keyId(NEW)).not.toBe(keyId(OLD));
    expect(NEW).not.toContain(keyId(NEW));
  });

  it("parse strictly: nothing may come before, between or after the three parts", () => {
    const tokens = new Tokens(NEW);
    const good = tokens.sign("a@example.org", "confirm");
    expect(tokens.verify(good, "confirm")).toEqual({ email: "a@example.org" });
    for (const bad of [
      `${good}.extra`,
      `${good}.`,
      `${good}x`,
      `${good}=`,
      `x${good}`,
      `.${good}`,
      ` ${good}`,
      `${good}\n`,
      good.replace(".", ".."),
      `${good}%00`,
      good.replace(/\.(?=[^.]*$)/, "._"),
    ]) {
      expect(tokens.verify(bad, "confirm"), JSON.stringify(bad)).toEqual({ error: "invalid" });
    }
    const form = tokens.issueFormToken("contact", Date.now() - 60_000);
    expect(tokens.checkFormToken(form, "contact")).toEqual({ ok: true });
    expect(tokens.checkFormToken(`${form}.extra`, "contact")).toEqual({ error: "invalid" });
    expect(tokens.verify("x".repeat(2000), "confirm")).toEqual({ error: "invalid" });
  });

  it("keep verifying with a previous secret after rotation, and sign with the current one", () => {
    const before = new Tokens(OLD);
    const confirm = before.sign("a@example.org", "confirm");
    const unsubscribe = before.sign("a@example.org", "unsubscribe");
    const form = before.issueFormToken("subscribe", Date.now() - 60_000);

    const rotated = new Tokens(NEW, [OLD]);
    expect(rotated.verify(confirm, "confirm")).toEqual({ email: "a@example.org" });
    expect(rotated.verify(unsubscribe, "unsubscribe")).toEqual({ email: "a@example.org" });
    expect(rotated.checkFormToken(form, "subscribe")).toEqual({ ok: true });
    expect(rotated.sign("a@example.org", "confirm").split(".")[0]).toBe(keyId(NEW));
    // A token's key id must match the secret that verifies it.
    const [, body, mac] = confirm.split(".");
    expect(rotated.verify(`${keyId(NEW)}.${body}.${mac}`, "confirm")).toEqual({ error: "invalid" });

    // Once the old secret is no longer listed, its tokens stop working.
    const retired = new Tokens(NEW);
    expect(retired.verify(confirm, "confirm")).toEqual({ error: "invalid" });
    expect(retired.checkFormToken(form, "subscribe")).toEqual({ error: "invalid" });
    expect(new Tokens(NEW, [OTHER]).verify(confirm, "confirm")).toEqual({ error: "invalid" });
  });

  it("still accept links mailed before key ids, strictly, for links only", () => {
    const tokens = new Tokens(NEW, [OLD]);
    expect(tokens.verify(legacyLink(OLD, "a@example.org", "unsubscribe"), "unsubscribe")).toEqual({
      email: "a@example.org",
    });
    expect(
      tokens.verify(legacyLink(NEW, "a@example.org", "confirm", Math.floor(Date.now() / 1000) + 60), "confirm"),
    ).toEqual({ email: "a@example.org" });
    expect(
      tokens.verify(legacyLink(NEW, "a@example.org", "confirm", Math.floor(Date.now() / 1000) - 60), "confirm"),
    ).toEqual({ error: "expired" });
    expect(tokens.verify(`${legacyLink(OLD, "a@example.org", "unsubscribe")}.extra`, "unsubscribe")).toEqual({
      error: "invalid",
    });
    expect(tokens.verify(legacyLink(OTHER, "a@example.org", "unsubscribe"), "unsubscribe")).toEqual({
      error: "invalid",
    });
    expect(tokens.verify(legacyLink(OLD, "a@example.org", "unsubscribe"), "confirm")).toEqual({ error: "invalid" });
    // A form token never comes in the old format.
    const body = Buffer.from(JSON.stringify({ p: "form:contact", i: Date.now() - 60_000 })).toString("base64url");
    expect(
      tokens.checkFormToken(`${body}.${createHmac("sha256", NEW).update(body).digest("base64url")}`, "contact"),
    ).toEqual({ error: "invalid" });
  });

  it("check a form token's purpose and age: at least the form's minimum fill time, at most a day", () => {
    const tokens = new Tokens(NEW);
    const now = Date.now();
    const issued = (ago: number, form: "contact" | "subscribe" = "contact") => tokens.issueFormToken(form, now - ago);
    expect(tokens.checkFormToken(issued(MIN_FILL_MS.contact), "contact", now)).toEqual({ ok: true });
    expect(tokens.checkFormToken(issued(MIN_FILL_MS.contact - 1), "contact", now)).toEqual({ error: "too-young" });
    expect(tokens.checkFormToken(issued(MIN_FILL_MS.subscribe, "subscribe"), "subscribe", now)).toEqual({ ok: true });
    expect(tokens.checkFormToken(issued(FORM_TOKEN_MAX_AGE_MS), "contact", now)).toEqual({ ok: true });
    expect(tokens.checkFormToken(issued(FORM_TOKEN_MAX_AGE_MS + 1), "contact", now)).toEqual({ error: "expired" });
    expect(tokens.checkFormToken(issued(60_000, "subscribe"), "contact", now)).toEqual({ error: "invalid" });
    expect(tokens.checkFormToken(tokens.sign("a@example.org", "confirm"), "contact", now)).toEqual({
      error: "invalid",
    });
    expect(tokens.verify(issued(60_000), "confirm")).toEqual({ error: "invalid" });
    for (const missing of [undefined, ""])
      expect(tokens.checkFormToken(missing, "contact", now)).toEqual({ error: "missing" });
    for (const wrong of [0, null, true, [1], { i: 0 }, String(now - 60_000)]) {
      expect(tokens.checkFormToken(wrong, "contact", now), JSON.stringify(wrong)).toEqual({ error: "invalid" });
    }
  });

  it("read APP_SECRET_PREVIOUS as a comma-separated list of secrets of at least 32 characters", async () => {
    expect(readConfig({}).appSecretPrevious).toEqual([]);
    expect(readConfig({ APP_SECRET_PREVIOUS: ` ${OLD} , ${OTHER},` }).appSecretPrevious).toEqual([OLD, OTHER]);
    const dataDir = tempDir("secret");
    await expect(loadSecrets({ appSecret: NEW, appSecretPrevious: [OLD], dataDir })).resolves.toEqual({
      current: NEW,
      previous: [OLD],
    });
    await expect(loadSecrets({ appSecret: NEW, appSecretPrevious: ["too-short"], dataDir })).rejects.toThrow(
      /APP_SECRET_PREVIOUS.*32 characters/,
    );
    await expect(loadSecrets({ appSecret: "short", dataDir })).rejects.toThrow(/APP_SECRET must be at least 32/);
  });
});
