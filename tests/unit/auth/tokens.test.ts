/** @jest-environment node */
import { signSessionToken, verifySessionToken } from "@/lib/auth/tokens";

process.env.AUTH_SECRET = "x".repeat(40);

const claims = { userId: 7, sessionId: "abc", sessionVersion: 2, role: "user" as const, expiresAt: new Date(Date.now() + 60_000) };

test("a signed token verifies and keeps its claims", async () => {
  const token = await signSessionToken(claims);
  const verified = await verifySessionToken(token);
  expect(verified).toMatchObject({ userId: 7, sessionId: "abc", sessionVersion: 2, role: "user" });
  expect(Math.abs(verified!.expiresAt.getTime() - claims.expiresAt.getTime())).toBeLessThan(1000);
});

test("an expired, tampered or foreign token does not verify", async () => {
  expect(await verifySessionToken(await signSessionToken({ ...claims, expiresAt: new Date(Date.now() - 1000) }))).toBeUndefined();
  const token = await signSessionToken(claims);
  const [header, payload, signature] = token.split(".");
  const forged = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), role: "admin" })).toString(
    "base64url",
  );
  expect(await verifySessionToken(`${header}.${forged}.${signature}`)).toBeUndefined();
  const unsigned = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${payload}.`;
  expect(await verifySessionToken(unsigned)).toBeUndefined();
  expect(await verifySessionToken("not-a-token")).toBeUndefined();
});
