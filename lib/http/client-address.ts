import { isIP } from "node:net";
import { env } from "@/lib/config/env";

/**
 * The client's address, for throttling and rate limits. `npm start` serves through server/main.ts, which puts
 * the socket's address last in X-Forwarded-For and drops whatever a client sent when TRUST_PROXY is
 * 0; with TRUST_PROXY=n, the n proxies in front each appended the address they saw, so the entry n
 * places before the socket is the client's.
 */
export function clientAddress(headers: Headers, trustedProxies = env().TRUST_PROXY): string {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const candidate = chain[Math.max(0, chain.length - 1 - trustedProxies)] ?? "";
  const address = candidate.replace(/^::ffff:/, "");
  return isIP(address) ? address : "unknown";
}

/** Expands an IPv6 address to its eight 16-bit groups (undefined for anything else). */
function ipv6Groups(address: string): number[] | undefined {
  if (isIP(address) !== 6) return undefined;
  let text = address.split("%")[0]!;
  // An embedded IPv4 tail ("::ffff:1.2.3.4", "64:ff9b::1.2.3.4") becomes two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes("::") ? text.split("::") : [text, undefined];
  const parse = (part: string | undefined) => (part ? part.split(":").map((group) => Number.parseInt(group, 16)) : []);
  const left = parse(head);
  const right = parse(tail);
  const groups = tail === undefined ? left : [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((group) => Number.isInteger(group) && group >= 0 && group <= 0xffff) ? groups : undefined;
}

/**
 * The unit per-address limits count: an IPv4 address as it is, an IPv6 address by its /64. One
 * subscriber (a home, a phone, a server) is handed a whole /64 and can pick any address in it, so
 * counting IPv6 addresses apart would give one client 2^64 fresh allowances.
 */
export function addressBucket(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  // An IPv4-mapped address is that IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
