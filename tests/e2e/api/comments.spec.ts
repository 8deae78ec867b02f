import type { APIRequestContext } from "@playwright/test";
import { COMMENTS_PER_MINUTE } from "@/lib/comments/rules";
import type { PostSummary } from "@/lib/posts/types";
import { adminToken, bearer, expect, newSignedInReader, test } from "../support/accounts";
import { postsToComment } from "../support/posts";

// Posts of their own, so the counts asserted here are not moved by the UI specs (which use others)
// or asserted by the article spec (whose article has no comments).
async function post(request: APIRequestContext, index: number): Promise<PostSummary> {
  const posts = await postsToComment(request);
  const found = posts[posts.length - 1 - index];
  if (!found) throw new Error(`no post ${index}`);
  return found;
}

const body = async (response: { json(): Promise<unknown> }) => (await response.json()) as Record<string, unknown>;

async function postComment(request: APIRequestContext, token: string | undefined, data: unknown) {
  return request.post("/api/comments", { data, headers: token ? bearer(token) : {} });
}

async function approvedTexts(request: APIRequestContext, postId: number): Promise<string[]> {
  const response = await request.get(`/api/comments/post/${postId}/`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { text: string }[]).map((comment) => comment.text);
}

async function commentsOnCard(request: APIRequestContext, postId: number): Promise<number> {
  return ((await (await request.get(`/api/posts/${postId}`)).json()) as PostSummary).comments;
}

test("posting needs a signed-in reader: 401 in the JSON error shape", async ({ request }) => {
  const { id } = await post(request, 0);
  const response = await postComment(request, undefined, { author: "Visitor", text: "Hello", post_id: id, user_id: 1 });
  expect(response.status()).toBe(401);
  expect(await body(response)).toEqual({ message: "Please sign in to continue.", code: "sign_in_required" });
});

test("the session decides author and user_id; the comment waits for approval", async ({ request }) => {
  const target = await post(request, 0);
  const { reader, id: readerId, token } = await newSignedInReader(request);
  const text = `Another reader's name is ignored ${Date.now()}`;
  const response = await postComment(request, token, {
    author: "Someone Else",
    text: `  ${text}  `,
    post_id: String(target.id),
    user_id: 1,
  });
  expect(response.status()).toBe(201);
  expect(await body(response)).toEqual({
    id: expect.any(Number),
    text,
    author: `${reader.firstName} ${reader.lastName}`,
    post_id: target.id,
    user_id: readerId,
    created_at: expect.any(String),
    approved: false,
  });
  expect(await approvedTexts(request, target.id)).not.toContain(text);
});

test("blank and over-long text, unknown posts and malformed bodies are refused with clear messages", async ({ request }) => {
  const { id } = await post(request, 0);
  const { token } = await newSignedInReader(request);
  const cases: [unknown, number, string][] = [
    [{ text: " \n ", post_id: id }, 400, "Please write a comment before posting."],
    [{ post_id: id }, 400, "Please write a comment before posting."],
    [{ text: "x".repeat(5001), post_id: id }, 400, "Comments can be at most 5,000 characters long."],
    [{ text: "Hi", post_id: "abc" }, 400, "post_id must be the id of an article."],
    [{ text: "Hi", post_id: 999_999 }, 404, "Post not found."],
  ];
  for (const [data, status, message] of cases) {
    const response = await postComment(request, token, data);
    expect(response.status(), JSON.stringify(data).slice(0, 60)).toBe(status);
    expect((await body(response)).message).toBe(message);
  }
  const fullLength = await postComment(request, token, { text: "y".repeat(5000), post_id: id });
  expect(fullLength.status()).toBe(201);
});

test(`a reader may post ${COMMENTS_PER_MINUTE} comments a minute, then 429 with Retry-After`, async ({ request }) => {
  const { id } = await post(request, 1);
  const { token } = await newSignedInReader(request);
  for (let index = 0; index < COMMENTS_PER_MINUTE; index += 1) {
    expect((await postComment(request, token, { text: `Comment ${index}`, post_id: id })).status()).toBe(201);
  }
  const limited = await postComment(request, token, { text: "One too many", post_id: id });
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect((await body(limited)).message).toMatch(/^Too many requests/);
  // Another reader is not held back by this one.
  const other = await newSignedInReader(request);
  expect((await postComment(request, other.token, { text: "My first", post_id: id })).status()).toBe(201);
});

test("moderation is for admins: visitors 401, readers 403; approving publishes and counts, rejecting and deleting uncount", async ({
  request,
}) => {
  const target = await post(request, 2);
  const { token } = await newSignedInReader(request);
  const created = await body(await postComment(request, token, { text: `Moderate me ${Date.now()}`, post_id: target.id }));
  const path = `/api/admin/comments/${String(created.id)}`;

  expect((await request.patch(path, { data: { status: "approved" } })).status()).toBe(401);
  const forbidden = await request.patch(path, { data: { status: "approved" }, headers: bearer(token) });
  expect(forbidden.status()).toBe(403);
  expect(await body(forbidden)).toEqual({ message: "Only newsroom staff can do this.", code: "staff_only" });
  expect((await request.delete(path, { headers: bearer(token) })).status()).toBe(403);
  expect((await request.get("/api/admin/comments", { headers: bearer(token) })).status()).toBe(403);

  const admin = bearer(await adminToken(request));
  const queue = await body(await request.get("/api/admin/comments?status=pending&limit=100", { headers: admin }));
  expect(queue.counts).toEqual({ pending: expect.any(Number), approved: expect.any(Number), rejected: expect.any(Number) });
  expect((queue.comments as { id: number; post_title: string }[]).find((comment) => comment.id === created.id)).toMatchObject({
    post_title: target.title,
    status: "pending",
  });

  const before = await commentsOnCard(request, target.id);
  const approved = await request.patch(path, { data: { status: "approved" }, headers: admin });
  expect(approved.status()).toBe(200);
  expect(await body(approved)).toMatchObject({ id: created.id, status: "approved", moderated_by: expect.any(Number) });
  expect(await approvedTexts(request, target.id)).toContain(created.text);
  expect(await commentsOnCard(request, target.id)).toBe(before + 1);
  // Approving again changes nothing.
  await request.patch(path, { data: { status: "approved" }, headers: admin });
  expect(await commentsOnCard(request, target.id)).toBe(before + 1);

  await request.patch(path, { data: { status: "rejected" }, headers: admin });
  expect(await approvedTexts(request, target.id)).not.toContain(created.text);
  expect(await commentsOnCard(request, target.id)).toBe(before);

  await request.patch(path, { data: { status: "approved" }, headers: admin });
  const deleted = await request.delete(path, { headers: admin });
  expect(deleted.status()).toBe(200);
  expect(await body(deleted)).toEqual({ message: "Comment deleted." });
  expect(await commentsOnCard(request, target.id)).toBe(before);
  expect((await request.delete(path, { headers: admin })).status()).toBe(404);

  const bad = await request.patch(path, { data: { status: "published" }, headers: admin });
  expect(bad.status()).toBe(400);
  expect((await body(bad)).message).toBe("status must be one of pending, approved, rejected.");
  expect((await request.patch("/api/admin/comments/abc", { data: { status: "approved" }, headers: admin })).status()).toBe(400);
});

test("an HTML and script payload is stored as typed and rendered as inert text", async ({ request }) => {
  const target = await post(request, 2);
  const { token } = await newSignedInReader(request);
  const payload = `<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"> ${Date.now()}`;
  const created = await body(await postComment(request, token, { text: payload, post_id: target.id }));
  expect(created.text).toBe(payload);
  const admin = bearer(await adminToken(request));
  expect(
    (await request.patch(`/api/admin/comments/${String(created.id)}`, { data: { status: "approved" }, headers: admin })).status(),
  ).toBe(200);
  expect(await approvedTexts(request, target.id)).toContain(payload);

  const html = await (await request.get(`/post/${target.id}`)).text();
  expect(html).toContain("&lt;script&gt;window.__pwned=1&lt;/script&gt;&lt;img src=x onerror=");
  expect(html).not.toContain("<script>window.__pwned");
  expect(html).not.toContain('<img src=x onerror="window.__pwned=2">');
});

test("likes and saves of a reader: 401 for visitors, idempotent, counted once, listed and merged", async ({ request }) => {
  const [first, second, third] = [await post(request, 3), await post(request, 4), await post(request, 5)];
  expect((await request.put(`/api/posts/${first.id}/like`)).status()).toBe(401);
  expect((await request.put(`/api/posts/${first.id}/bookmark`)).status()).toBe(401);
  expect((await request.get("/api/bookmarks")).status()).toBe(401);

  const { token } = await newSignedInReader(request);
  const auth = bearer(token);
  const like = await request.put(`/api/posts/${first.id}/like`, { headers: auth });
  expect(like.status()).toBe(200);
  const { likes } = (await like.json()) as { likes: number };
  expect(await body(await request.put(`/api/posts/${first.id}/like`, { headers: auth }))).toEqual({ liked: true, likes });
  expect(await body(await request.delete(`/api/posts/${first.id}/like`, { headers: auth }))).toEqual({ liked: false, likes: likes - 1 });
  expect(await body(await request.delete(`/api/posts/${first.id}/like`, { headers: auth }))).toEqual({ liked: false, likes: likes - 1 });
  expect((await request.put("/api/posts/999999/like", { headers: auth })).status()).toBe(404);
  expect((await request.put("/api/posts/abc/bookmark", { headers: auth })).status()).toBe(400);

  expect(await body(await request.put(`/api/posts/${first.id}/bookmark`, { headers: auth }))).toEqual({ saved: true });
  expect(await body(await request.put(`/api/posts/${first.id}/bookmark`, { headers: auth }))).toEqual({ saved: true });
  const merged = await request.post("/api/users/browser-state", {
    headers: auth,
    data: { liked: [second.id, 999_999], saved: [second.id, third.id] },
  });
  expect(await body(merged)).toEqual({ liked: [second.id], saved: [second.id, third.id] });
  const saved = (await (await request.get("/api/bookmarks", { headers: auth })).json()) as PostSummary[];
  expect(new Set(saved.map((item) => item.id))).toEqual(new Set([first.id, second.id, third.id]));
  expect(saved[0]).toMatchObject({ title: expect.any(String), url: expect.stringMatching(/^\/post\/\d+$/), comments: expect.any(Number) });

  expect(await body(await request.delete(`/api/posts/${third.id}/bookmark`, { headers: auth }))).toEqual({ saved: false });
  const after = (await (await request.get("/api/bookmarks", { headers: auth })).json()) as PostSummary[];
  expect(after.map((item) => item.id)).not.toContain(third.id);
  expect((await request.post("/api/users/browser-state", { headers: auth, data: { saved: "all" } })).status()).toBe(400);
});
