import type { APIRequestContext } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import type { AdminByline, AdminPost, AuditPage, ReviewQueue } from "@/lib/newsroom/types";
import { bearer, expect, newSignedInReader, seedStaffToken, test } from "../support/accounts";
import { mailsTo, waitForMail } from "../support/mailbox";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { json } from "../support/http";

// The desk's daily flow over HTTP (issue 24): a contributor submits a draft, the editors are mailed
// and see it in the review queue, one sends it back with a note (mailed to the writer), the writer
// resubmits and an editor publishes it; the article is then reachable at /articles/{slug} (308).

const email = (role: (typeof seedStaff)[number]["role"]) => seedStaff.find((account) => account.role === role)!.email;
const created: number[] = [];
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

test.afterAll(async ({ request }) => {
  const admin = await seedStaffToken(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

async function contributorDraft(request: APIRequestContext, token: string): Promise<AdminPost> {
  const post = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(token),
      data: { title: `Desk review ${unique()}`, description: "<p>Bond yields rose for a third week.</p>", category_id: 2 },
    }),
    201,
  );
  created.push(post.id);
  return post;
}

const queue = async (request: APIRequestContext, token: string) =>
  json<ReviewQueue>(await request.get("/api/admin/posts/review-queue", { headers: bearer(token) }));

test("visitors get 401 and readers 403 on the review calls", async ({ request }) => {
  expect((await request.post("/api/admin/posts/1/submit")).status()).toBe(401);
  expect((await request.get("/api/admin/posts/review-queue")).status()).toBe(401);
  const { token } = await newSignedInReader(request);
  for (const response of [
    await request.post("/api/admin/posts/1/submit", { headers: bearer(token) }),
    await request.post("/api/admin/posts/1/send-back", { headers: bearer(token), data: { note: "x" } }),
    await request.get("/api/admin/posts/review-queue", { headers: bearer(token) }),
  ]) {
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: "Only newsroom staff can do this.", code: "staff_only" });
  }
});

test("submit, the editors' mail and queue, send back with a note, resubmit, publish", async ({ request }) => {
  const contributor = await seedStaffToken(request, "contributor");
  const editor = await seedStaffToken(request, "editor");
  const author = await seedStaffToken(request, "author");
  const draft = await contributorDraft(request, contributor);
  expect(draft.can).toMatchObject({ submit: true, withdraw: false, review: false, publish: false });

  // Submitted: in review, closed to its contributor's edits, and every editor is mailed a link to it.
  const since = Date.now();
  const submitted = await json<AdminPost>(
    await request.post(`/api/admin/posts/${draft.id}/submit`, { headers: bearer(contributor), data: { updatedAt: draft.updatedAt } }),
  );
  expect(submitted).toMatchObject({ status: "in_review", submittedAt: expect.any(String), review_note: null, publishedAt: null });
  expect(submitted.can).toMatchObject({ edit: false, submit: false, withdraw: true });
  const mail = await waitForMail(email("editor"), since, /^For review: /);
  expect(mail.subject).toBe(`For review: ${draft.title}`);
  expect(mail.text).toContain(`Hana Sato submitted "${draft.title}" for review.`);
  expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/admin/posts/${draft.id}\\b`));
  await waitForMail(email("admin"), since, new RegExp(`^For review: ${draft.title}$`));
  // The writer is not mailed about their own submission.
  expect((await mailsTo(email("contributor"))).filter((m) => m.receivedAt >= since && m.subject.startsWith("For review"))).toEqual([]);

  const edit = await request.patch(`/api/admin/posts/${draft.id}`, { headers: bearer(contributor), data: { title: "Changed" } });
  expect(edit.status()).toBe(403);
  expect((await edit.json()).code).toBe("post_edit_forbidden");
  const again = await request.post(`/api/admin/posts/${draft.id}/submit`, { headers: bearer(contributor) });
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({
    code: "post_not_submittable",
    message: "Only a draft or an unpublished article can be submitted for review.",
  });

  // The queue: longest waiting first, with its count; the list's filter shows the same.
  const waiting = await queue(request, editor);
  expect(waiting.count).toBe(waiting.posts.length);
  expect(waiting.posts.map((post) => post.id)).toContain(draft.id);
  const times = waiting.posts.map((post) => post.submittedAt!);
  expect([...times].sort()).toEqual(times);
  const filtered = await json<{ posts: AdminPost[] }>(await request.get("/api/admin/posts?status=in_review", { headers: bearer(editor) }));
  expect(filtered.posts.every((post) => post.status === "in_review")).toBe(true);
  expect(filtered.posts.map((post) => post.id)).toContain(draft.id);

  // Only editors and admins send back; a note is required.
  for (const token of [contributor, author]) {
    const refused = await request.post(`/api/admin/posts/${draft.id}/send-back`, { headers: bearer(token), data: { note: "Tighten it." } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe("review_forbidden");
  }
  const blank = await request.post(`/api/admin/posts/${draft.id}/send-back`, { headers: bearer(editor), data: { note: "  " } });
  expect(blank.status()).toBe(400);
  expect(await blank.json()).toMatchObject({ code: "invalid_post", errors: { note: "Say what should change (1 to 2,000 characters)." } });

  const note = "Please source the yield figure and add a chart.";
  const backSince = Date.now();
  const sentBack = await json<AdminPost>(
    await request.post(`/api/admin/posts/${draft.id}/send-back`, { headers: bearer(editor), data: { note } }),
  );
  expect(sentBack).toMatchObject({ status: "draft", review_note: note });
  const back = await waitForMail(email("contributor"), backSince, /^Sent back: /);
  expect(back.subject).toBe(`Sent back: ${draft.title}`);
  expect(back.text).toContain(note);
  expect(back.text).toContain(`/admin/posts/${draft.id}`);
  expect((await queue(request, editor)).posts.map((post) => post.id)).not.toContain(draft.id);
  const twice = await request.post(`/api/admin/posts/${draft.id}/send-back`, { headers: bearer(editor), data: { note } });
  expect(twice.status()).toBe(409);
  expect((await twice.json()).code).toBe("post_not_in_review");

  // The writer sees the note, edits, resubmits (the note is cleared), may withdraw, resubmits again.
  const mine = await json<AdminPost>(await request.get(`/api/admin/posts/${draft.id}`, { headers: bearer(contributor) }));
  expect(mine.review_note).toBe(note);
  await json<AdminPost>(
    await request.patch(`/api/admin/posts/${draft.id}`, {
      headers: bearer(contributor),
      data: { description: "<p>Bond yields rose for a third week, to 4.6% (Treasury data).</p>" },
    }),
  );
  expect(await json<AdminPost>(await request.post(`/api/admin/posts/${draft.id}/submit`, { headers: bearer(contributor) }))).toMatchObject({
    status: "in_review",
    review_note: null,
  });
  expect(
    await json<AdminPost>(await request.post(`/api/admin/posts/${draft.id}/withdraw`, { headers: bearer(contributor) })),
  ).toMatchObject({ status: "draft" });
  await json<AdminPost>(await request.post(`/api/admin/posts/${draft.id}/submit`, { headers: bearer(contributor) }));

  // The editor publishes it: live for readers, out of the queue.
  const published = await json<AdminPost>(await request.post(`/api/admin/posts/${draft.id}/publish`, { headers: bearer(editor) }));
  expect(published).toMatchObject({ status: "published", publishedAt: expect.any(String) });
  expect((await request.get(`/post/${draft.id}`)).status()).toBe(200);
  expect((await queue(request, editor)).posts.map((post) => post.id)).not.toContain(draft.id);

  // Every step is on the record.
  const admin = await seedStaffToken(request, "admin");
  const audit = await json<AuditPage>(await request.get("/api/admin/audit?limit=100", { headers: bearer(admin) }));
  const steps = audit.entries
    .filter((entry) => entry.postId === draft.id)
    .map((entry) => entry.action)
    .reverse();
  expect(steps).toEqual(["created", "submitted", "sent_back", "submitted", "withdrawn", "submitted", "published"]);
  expect(audit.entries.find((entry) => entry.postId === draft.id && entry.action === "sent_back")?.details).toEqual({ note });
});

test("an article is reachable at /articles/{slug}, a 308 to /post/{id}, only while it is live", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const { authors: bylines } = await json<{ authors: AdminByline[] }>(await request.get("/api/admin/authors", { headers: bearer(editor) }));
  const slug = `desk-slug-${unique()}`;
  const post = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(editor),
      data: { title: "Slug test", slug, description: "<p>x</p>", category_id: 2, author_ids: [bylines[0]!.id] },
    }),
    201,
  );
  created.push(post.id);
  const at = (path: string) => request.get(path, { maxRedirects: 0 });

  expect((await at(`/articles/${slug}`)).status()).toBe(404); // a draft has no public address
  await json<AdminPost>(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(editor) }));
  await expect.poll(async () => (await at(`/articles/${slug}`)).status(), { timeout: 10_000 }).toBe(308);
  const redirect = await at(`/articles/${slug}`);
  expect(new URL(redirect.headers().location!, "http://x").pathname).toBe(`/post/${post.id}`);
  expect((await request.get(`/articles/${slug}`)).url()).toMatch(new RegExp(`/post/${post.id}$`));

  // A new slug is the new address; the old one is gone.
  const renamed = `${slug}-renamed`;
  await json<AdminPost>(await request.patch(`/api/admin/posts/${post.id}`, { headers: bearer(editor), data: { slug: renamed } }));
  await expect.poll(async () => (await at(`/articles/${renamed}`)).status(), { timeout: 10_000 }).toBe(308);
  await expect.poll(async () => (await at(`/articles/${slug}`)).status(), { timeout: 10_000 }).toBe(404);

  // Unpublished, it has no public address again; what is not a slug never reaches the database.
  await json<AdminPost>(await request.post(`/api/admin/posts/${post.id}/unpublish`, { headers: bearer(editor) }));
  await expect.poll(async () => (await at(`/articles/${renamed}`)).status(), { timeout: 10_000 }).toBe(404);
  expect((await at("/articles/Not_A_Slug")).status()).toBe(404);
});
