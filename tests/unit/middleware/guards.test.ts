/** @jest-environment node */
import { NextRequest } from "next/server";
import { signSessionToken } from "@/lib/auth/tokens";
import { unstable_doesMiddlewareMatch } from "next/experimental/testing/server";
import type { UserRole } from "@/lib/db/enums";
import { config, middleware } from "@/middleware";

process.env.AUTH_SECRET = "middleware-test-secret-0123456789-abcdef";

const token = (role: UserRole, expiresIn = 60_000) =>
  signSessionToken({ userId: 1, sessionId: "s", sessionVersion: 0, role, expiresAt: new Date(Date.now() + expiresIn) });
const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(`http://localhost:3000${path}`, { headers });
const withCookie = async (path: string, role: UserRole, expiresIn?: number) =>
  request(path, { cookie: `next-auth.session-token=${await token(role, expiresIn)}` });

test.each(["/profile", "/settings", "/settings/devices", "/admin", "/admin/comments"])(
  "a visitor at %s is sent to sign in and brought back",
  async (path) => {
    const response = await middleware(request(`${path}?tab=2`));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get("location")!);
    expect(location.pathname).toBe("/sign-in");
    expect(location.searchParams.get("callbackUrl")).toBe(`${path}?tab=2`);
  },
);

test("an expired or forged session counts as none", async () => {
  expect((await middleware(await withCookie("/profile", "user", -1000))).status).toBe(307);
  expect((await middleware(request("/profile", { cookie: "next-auth.session-token=forged" }))).status).toBe(307);
});

test("a signed-in reader reaches their pages, but not the admin area", async () => {
  expect((await middleware(await withCookie("/profile", "user"))).headers.get("x-middleware-next")).toBe("1");
  const admin = await middleware(await withCookie("/admin/comments", "user"));
  expect(admin.status).toBe(307);
  expect(new URL(admin.headers.get("location")!).pathname).toBe("/");
  expect((await middleware(await withCookie("/admin/comments", "admin"))).headers.get("x-middleware-next")).toBe("1");
});

test("admin API routes answer 401, then 403, in the JSON error shape", async () => {
  const visitor = await middleware(request("/api/admin/comments"));
  expect(visitor.status).toBe(401);
  expect(await visitor.json()).toEqual({ message: "Please sign in to continue.", code: "sign_in_required" });
  const reader = await middleware(request("/api/admin/comments", { authorization: `Bearer ${await token("user")}` }));
  expect(reader.status).toBe(403);
  expect(await reader.json()).toEqual({ message: "Only newsroom staff can do this.", code: "staff_only" });
  const admin = await middleware(request("/api/admin/comments", { authorization: `Bearer ${await token("admin")}` }));
  // Every staff role passes the guard; the route asks the capabilities for its own action.
  const contributor = await middleware(request("/api/admin/posts", { authorization: `Bearer ${await token("contributor")}` }));
  expect(contributor.headers.get("x-middleware-next")).toBe("1");
  expect(admin.headers.get("x-middleware-next")).toBe("1");
});

test("the guards cover the staff API except the media upload, which must stream its body to its own cap", () => {
  const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
  for (const url of [
    "/api/admin",
    "/api/admin/comments",
    "/api/admin/comments/4",
    "/api/admin/posts",
    "/api/admin/media/m.jpg",
    "/api/admin/mediax",
  ])
    expect([url, matches(url)]).toEqual([url, true]);
  for (const url of ["/api/admin/media", "/api/admin/media/"]) expect([url, matches(url)]).toEqual([url, false]);
});
