import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { storageFailure } from "./outage";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
/** As Drizzle reports a failed query: its own error, the driver's as its cause. */
const wrapped = (cause: Error) => new DrizzleQueryError("INSERT INTO contacts ...", ["Ada"], cause);

describe("storageFailure", () => {
  it("names a database that cannot be reached, however the driver says it", () => {
    for (const error of [
      withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
      withCode("terminating connection due to administrator command", "57P01"),
      withCode("the database system is starting up", "57P03"),
      withCode("sorry, too many clients already", "53300"),
      withCode('database "alphai" does not exist', "3D000"),
      new Error("Connection terminated unexpectedly"),
      new Error("timeout exceeded when trying to connect"),
      wrapped(withCode("connection failure", "08006")),
      Object.assign(new Error("Aborted(). Build with -sASSERTIONS for more info."), { name: "RuntimeError" }),
    ])
      expect(storageFailure(error), error.message).toBe("unreachable");
  });

  it("names a disk that is full apart, PostgreSQL's or the embedded database's", () => {
    for (const error of [
      wrapped(withCode('could not extend file "base/5/16434": No space left on device', "53100")),
      withCode("ENOSPC: no space left on device, write", "ENOSPC"),
      wrapped(new Error("could not write to file: No space left on device")),
    ])
      expect(storageFailure(error), error.message).toBe("full");
  });

  it("leaves a query's own mistakes and a client's input to their callers", () => {
    for (const error of [
      wrapped(withCode('duplicate key value violates unique constraint "contacts_pkey"', "23505")),
      wrapped(withCode('syntax error at or near "SELEC"', "42601")),
      withCode("value too long for type character varying(20)", "22001"),
      new TypeError("Cannot read properties of undefined"),
      undefined,
      "a string",
    ])
      expect(storageFailure(error)).toBeUndefined();
  });
});
