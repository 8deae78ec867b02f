import { isIP } from "node:net";
import { env } from "@/lib/config/env";

/**
 * The client's address, for throttling and rate limits. `npm start` serves through scripts/server.mjs, which puts
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
