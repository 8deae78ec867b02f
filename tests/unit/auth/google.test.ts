/** @jest-environment node */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { findOrCreateGoogleUser, verifyGoogleIdToken } from "@/lib/auth/google";
import { UnauthenticatedError } from "@/lib/errors";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";
import { makeUser } from "./fixtures";

const CLIENT_ID = "unit-test.apps.googleusercontent.com";
let database: TestDatabase;
let server: http.Server;
let google: { privateKey: CryptoKey; publicKey: CryptoKey };
let rogue: { privateKey: CryptoKey };
let keyRequests = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  google = await generateKeyPair("RS256", { extractable: true });
  rogue = await generateKeyPair("RS256", { extractable: true });
  const jwks = { keys: [{ ...(await exportJWK(google.publicKey)), kid: "k1", alg: "RS256", use: "sig" }] };
  server = http.createServer((_request, response) => {
    keyRequests += 1;
    response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.GOOGLE_CLIENT_ID = CLIENT_ID;
  process.env.GOOGLE_JWKS_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;
}, 30_000);
afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.dispose();
});

const now = () => Math.floor(Date.now() / 1000);
const claims = (overrides: Record<string, unknown> = {}) => ({
  iss: "https://accounts.google.com",
  aud: CLIENT_ID,
  sub: "1234567890",
  email: "Grace@Example.com",
  email_verified: true,
  given_name: "Grace",
  family_name: "Hopper",
  iat: now(),
  exp: now() + 600,
  ...overrides,
});
const sign = (payload: Record<string, unknown>, key: CryptoKey = google.privateKey, alg = "RS256") =>
  new SignJWT(payload).setProtectedHeader({ alg, kid: "k1" }).sign(key);

test("a genuine token yields its claims; the key set is fetched once and cached", async () => {
  const before = keyRequests;
  expect(await verifyGoogleIdToken(await sign(claims()))).toEqual({
    sub: "1234567890",
    email: "grace@example.com",
    emailVerified: true,
    givenName: "Grace",
    familyName: "Hopper",
    picture: undefined,
  });
  expect(await verifyGoogleIdToken(await sign(claims({ iss: "accounts.google.com" })))).toBeDefined();
  expect(keyRequests - before).toBe(1);
});

test.each([
  ["another key", () => sign(claims(), rogue.privateKey)],
  ["another audience", () => sign(claims({ aud: "someone-else" }))],
  ["another issuer", () => sign(claims({ iss: "https://accounts.evil.example" }))],
  ["an expired token", () => sign(claims({ exp: now() - 120, iat: now() - 4000 }))],
  ["no subject", () => sign(claims({ sub: undefined }))],
  [
    "an unsigned token",
    async () => `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(JSON.stringify(claims())).toString("base64url")}.`,
  ],
])("refuses %s", async (_name, make) => {
  expect(await verifyGoogleIdToken(await make())).toBeUndefined();
});

test("links by verified e-mail, creates otherwise, and never links an unverified address", async () => {
  const reader = await makeUser(database.db, { email: "linked@example.com" });
  const linked = await findOrCreateGoogleUser(database.db, { sub: "g-linked", email: "linked@example.com", emailVerified: true });
  expect(linked.id).toBe(reader.id);
  expect((await findOrCreateGoogleUser(database.db, { sub: "g-linked", emailVerified: false })).id).toBe(reader.id);
  const created = await findOrCreateGoogleUser(database.db, {
    sub: "g-new",
    email: "new@example.com",
    emailVerified: true,
    givenName: "New",
    picture: "http://insecure/p.png",
  });
  expect(created).toMatchObject({ email: "new@example.com", firstName: "New", googleId: "g-new", passwordHash: null, avatar: null });
  const unverified = await findOrCreateGoogleUser(database.db, { sub: "g-x", email: "linked@example.com", emailVerified: false }).catch(
    (error: unknown) => error,
  );
  expect(unverified).toBeInstanceOf(UnauthenticatedError);
  expect(unverified).toMatchObject({ code: "google_sign_in_failed", message: "Google sign-in failed. Please try again." });
});
