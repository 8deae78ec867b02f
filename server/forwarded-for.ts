/**
 * X-Forwarded-For as the production server (server/main.ts) passes it on: the socket's peer always
 * comes last. With no trusted proxies it is the only entry, so whatever a client wrote there is
 * dropped; with n trusted proxies the chain they built is kept and lib/http/client-address.ts reads
 * the entry n places before the peer.
 */
export function forwardedFor(header: string | string[] | undefined, socketAddress: string | undefined, trustedProxies: number): string {
  const peer = socketAddress || "";
  if (!(trustedProxies > 0)) return peer;
  const chain = (Array.isArray(header) ? header.join(",") : header || "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [...chain, peer].filter(Boolean).join(", ");
}
