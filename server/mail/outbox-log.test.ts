import { describe, expect, it } from "vitest";
import { withoutAddresses } from "./outbox";

describe("withoutAddresses", () => {
  it("takes every e-mail address out of an SMTP server's answer, and leaves the rest", () => {
    expect(
      withoutAddresses(
        "550 5.1.1 <mariam.khan+jobs@example.org>: Recipient address rejected: User unknown in virtual mailbox table",
      ),
    ).toBe("550 5.1.1 <<address>>: Recipient address rejected: User unknown in virtual mailbox table");
    expect(withoutAddresses("Can't send mail - all recipients were rejected: 550 a@b.co, c.d@e-f.example")).toBe(
      "Can't send mail - all recipients were rejected: 550 <address>, <address>",
    );
    expect(withoutAddresses("connect ECONNREFUSED 127.0.0.1:25")).toBe("connect ECONNREFUSED 127.0.0.1:25");
  });
});
