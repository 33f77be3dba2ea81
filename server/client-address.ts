/**
 * Who the client is (decision 022): the address the trusted proxies saw, and the key its per-client
 * limits are counted under (forms, web vitals, CV uploads).
 *
 * Behind proxies, X-Forwarded-For is `<what the client wrote>, …, <what each proxy appended>`: only the
 * entries the proxies appended can be believed, read from the right. TRUST_PROXY says how far (a number
 * of hops, or the proxies' addresses, server/config.ts); `proxyTrust()` turns that into the function
 * Fastify (`request.ip`, `request.protocol`) and the static build in memory (server/static-memory.ts)
 * both use, so the two read the headers the same way.
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import proxyAddr from "@fastify/proxy-addr";
import ipaddr from "ipaddr.js";
import type { TrustProxy } from "./config";

/** Whether the `hop`th address from the server (0: the peer of the socket) is a proxy whose X-Forwarded-* headers count. */
export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * The trust function for a TRUST_PROXY setting, compiled once; undefined for no proxy.
 *
 * A hop count is compiled here rather than passed to Fastify as a number: since 5.12.1 Fastify ignores
 * a number (it cannot check who the peer is) and silently uses the socket's address, so every visitor
 * would share the proxy's limits and HSTS behind a TLS proxy would be lost. Its objection stands: a hop
 * count trusts whatever connects to the server, which is right only when nothing but the proxies can
 * reach it (docs/operations.md, "TRUST_PROXY"). A list of addresses is checked against the actual peer at every hop
 * (proxy-addr, the code Fastify uses), so it is the safer setting.
 */
export function proxyTrust(setting: TrustProxy): ProxyTrust | undefined {
  if (setting === false) return undefined;
  if (typeof setting === "number") return (_address, hop) => hop < setting;
  return proxyAddr.compile([...setting]);
}

/** The client's address as Fastify's `request.ip` gives it with the same trust: the socket's peer when no proxy is trusted. */
export function clientAddress(request: IncomingMessage, trust: ProxyTrust | undefined): string | undefined {
  return trust ? proxyAddr(request, trust) : request.socket.remoteAddress;
}

/**
 * The key a client's limits are counted under. An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, what
 * a dual-stack socket reports) is the IPv4 client it maps. An IPv6 client counts per /64
 * (`2001:db8:1:2::/64`): a host usually gets a whole /64 and can pick any address in it, so per
 * address it would get fresh limits at will. IPv4, and anything that is not an IP address, as is.
 */
export function clientKey(address: string): string {
  if (isIP(address) !== 6) return address;
  let parsed: ipaddr.IPv6;
  try {
    parsed = ipaddr.IPv6.parse(address);
  } catch {
    return address;
  }
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}
