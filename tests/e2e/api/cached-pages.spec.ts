import { bearer, expect, newSignedInReader, test } from "../support/accounts";
import { postsToComment } from "../support/posts";

// The reading pages are rendered once and kept (Next's page cache), so they must be the same bytes
// for everyone; what belongs to one reader comes from the JSON endpoints below.

const cookie = (token: string) => ({ cookie: `next-auth.session-token=${token}` });
const READING_PAGES = [
  "/",
  "/articles",
  "/trending",
  "/category/markets",
  "/about",
  "/terms",
  "/sitemap",
  "/no-such-page",
  "/data",
  "/data/inflation-cpi-pct/brazil",
];

test("every reading page is public and shared: s-maxage, and the same bytes for a visitor and two signed-in readers", async ({
  request,
}) => {
  const [first, second] = [await newSignedInReader(request), await newSignedInReader(request)];
  const [post] = await postsToComment(request);
  for (const path of [...READING_PAGES, `/post/${post?.id}`]) {
    // The first reader's request comes first: had anything of theirs been rendered, the others would get it.
    const asFirst = await request.get(path, { headers: cookie(first.token) });
    expect([200, 404], path).toContain(asFirst.status());
    // A not-found page is kept a minute at most (server/response-head.ts), and not by the page cache.
    expect(asFirst.headers()["cache-control"], path).toMatch(
      asFirst.status() === 404 ? /^public, max-age=0, s-maxage=60$/ : /^public, s-maxage=\d+, stale-while-revalidate=\d+$/,
    );
    const html = await asFirst.text();
    for (const reader of [first.reader, second.reader]) {
      expect(html, path).not.toContain(reader.lastName);
      expect(html, path).not.toContain(reader.email);
    }
    // Past the server's one-second replay of just-sent pages: this is Next's page cache answering.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const asVisitor = await request.get(path);
    const asSecond = await request.get(path, { headers: cookie(second.token) });
    if (asFirst.status() === 404) {
      // Not kept by the page cache (a random address must not grow it), so rendered for each request,
      // its stream not always in the same order: the same page, and nobody's in it.
      for (const response of [asVisitor, asSecond]) {
        expect(response.status(), path).toBe(404);
        const text = await response.text();
        for (const reader of [first.reader, second.reader]) expect(text, path).not.toContain(reader.email);
      }
      continue;
    }
    expect(await asVisitor.text(), `${path} for a visitor`).toBe(html);
    expect(await asSecond.text(), `${path} for another reader`).toBe(html);
  }
});

test("HEAD of a cached article answers like GET, without a body", async ({ request }) => {
  const [post] = await postsToComment(request);
  const get = await request.get(`/post/${post?.id}`);
  const head = await request.head(`/post/${post?.id}`);
  expect(head.status()).toBe(200);
  expect(head.headers()["cache-control"]).toBe(get.headers()["cache-control"]);
  expect(await head.body()).toHaveLength(0);
});

test("GET /api/session: who is reading, never kept by a cache", async ({ request }) => {
  const visitor = await request.get("/api/session");
  expect(visitor.status()).toBe(200);
  expect(visitor.headers()["cache-control"]).toBe("no-store");
  expect(await visitor.json()).toEqual({ user: null });

  const { reader, id, token } = await newSignedInReader(request);
  const signedIn = await request.get("/api/session", { headers: cookie(token) });
  expect(signedIn.headers()["cache-control"]).toBe("no-store");
  const name = `${reader.firstName} ${reader.lastName}`;
  expect(await signedIn.json()).toEqual({
    user: {
      id,
      displayName: name,
      fullName: name,
      initial: "A",
      avatar: null,
      pages: [
        { href: "/profile", label: "Profile" },
        { href: "/settings", label: "Settings" },
      ],
      commentName: name,
    },
  });
  // An ended session is a visitor again.
  await request.post("/api/auth/logout", { headers: bearer(token) });
  expect(await (await request.get("/api/session", { headers: cookie(token) })).json()).toEqual({ user: null });
});

test("GET /api/posts/{id}/reader-state: the reader's like, save, like count and comments awaiting approval", async ({ request }) => {
  const [, post] = await postsToComment(request);
  const path = `/api/posts/${post?.id}/reader-state`;
  const visitor = await request.get(path);
  expect(visitor.status()).toBe(401);
  expect(await visitor.json()).toEqual({ message: "Please sign in to continue.", code: "sign_in_required" });

  const { token } = await newSignedInReader(request);
  const before = await request.get(path, { headers: cookie(token) });
  expect(before.status()).toBe(200);
  expect(before.headers()["cache-control"]).toBe("no-store");
  const state = (await before.json()) as { liked: boolean; saved: boolean; likes: number; pending: unknown[] };
  expect(state).toMatchObject({ liked: false, saved: false, pending: [] });

  await request.put(`/api/posts/${post?.id}/like`, { headers: bearer(token) });
  await request.put(`/api/posts/${post?.id}/bookmark`, { headers: bearer(token) });
  const comment = await request.post("/api/comments", {
    headers: bearer(token),
    data: { text: "Waiting for a moderator", post_id: post?.id },
  });
  expect(comment.status()).toBe(201);
  const after = (await (await request.get(path, { headers: cookie(token) })).json()) as typeof state;
  expect(after).toMatchObject({ liked: true, saved: true, likes: state.likes + 1 });
  expect(after.pending).toEqual([expect.objectContaining({ text: "Waiting for a moderator", post_id: post?.id })]);

  expect((await request.get("/api/posts/999999/reader-state", { headers: cookie(token) })).status()).toBe(404);
  expect((await request.get("/api/posts/abc/reader-state", { headers: cookie(token) })).status()).toBe(400);
});

test("POST /api/posts/{id}/view counts a page view (the page reports it; rendering it counts nothing)", async ({ request }) => {
  const [, , post] = await postsToComment(request);
  const view = await request.post(`/api/posts/${post?.id}/view`);
  expect(view.status()).toBe(204);
  expect(view.headers()["cache-control"]).toBe("no-store");
  expect((await request.post("/api/posts/0/view")).status()).toBe(400);
});
