/** @jest-environment node */
import { clientAddress } from "@/lib/http/client-address";
import { forwardedFor } from "@/server/forwarded-for";

const headers = (xff?: string) => new Headers(xff === undefined ? {} : { "x-forwarded-for": xff });

test("without trusted proxies, the server keeps only the socket's address", () => {
  expect(forwardedFor("6.6.6.6", "::ffff:127.0.0.1", 0)).toBe("::ffff:127.0.0.1");
  expect(clientAddress(headers(forwardedFor("6.6.6.6, 7.7.7.7", "203.0.113.9", 0)), 0)).toBe("203.0.113.9");
  expect(clientAddress(headers("::ffff:127.0.0.1"), 0)).toBe("127.0.0.1");
});

test("with n trusted proxies, the entry n places before the socket is the client", () => {
  // client → proxy (appends the client) → us (appends the proxy).
  const chain = forwardedFor("6.6.6.6, 198.51.100.7", "10.0.0.2", 1);
  expect(chain).toBe("6.6.6.6, 198.51.100.7, 10.0.0.2");
  expect(clientAddress(headers(chain), 1)).toBe("198.51.100.7");
  expect(clientAddress(headers(forwardedFor(undefined, "10.0.0.2", 1)), 1)).toBe("10.0.0.2");
});

test("anything that is not an address reads as unknown", () => {
  expect(clientAddress(headers(), 0)).toBe("unknown");
  expect(clientAddress(headers("not-an-ip"), 0)).toBe("unknown");
});
