import type { APIRequestContext } from "@playwright/test";
import type { AdminCorrection, AdminPost, AuditPage } from "@/lib/newsroom/types";
import type { PostDetail } from "@/lib/posts/types";
import { bearer, expect, newSignedInReader, seedStaffToken, test } from "../support/accounts";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { json, unique, until } from "../support/http";

// Corrections (issue 24) against the production build: who may append and edit them, that only a
// live article takes one, how readers see them (under the headline newest first, /corrections,
// the NewsArticle JSON-LD) within seconds, and the audit of an edited text.

const created: number[] = [];
const page = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

async function article(request: APIRequestContext, token: string, publish: boolean): Promise<AdminPost> {
  const post = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(token),
      data: { title: `Correction test ${unique()}`, description: "<p>The rate is 4.5%.</p>", category_id: 2 },
    }),
    201,
  );
  created.push(post.id);
  if (publish) await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(token), data: {} }));
  return post;
}

/** The NewsArticle JSON-LD of an article page. */
function newsArticle(html: string): Record<string, unknown> {
  for (const [, body] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(body!) as Record<string, unknown>;
    if (data["@type"] === "NewsArticle") return data;
  }
  throw new Error("no NewsArticle JSON-LD");
}

test.afterAll(async ({ request }) => {
  const admin = await seedStaffToken(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("visitors 401, readers and writers below editor 403; only a live article takes a correction", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const live = await article(request, editor, true);
  const path = `/api/admin/posts/${live.id}/corrections`;

  expect((await request.post(path, { data: { text: "x" } })).status()).toBe(401);
  expect((await request.patch(`${path}/1`, { data: { text: "x" } })).status()).toBe(401);
  const { token: reader } = await newSignedInReader(request);
  expect((await request.post(path, { headers: bearer(reader), data: { text: "x" } })).status()).toBe(403);
  for (const role of ["contributor", "author"] as const) {
    const response = await request.post(path, { headers: bearer(await seedStaffToken(request, role)), data: { text: "Wrong rate." } });
    expect(response.status(), role).toBe(403);
    expect(await response.json()).toMatchObject({ code: "corrections_forbidden", message: expect.any(String) });
  }

  const empty = await request.post(path, { headers: bearer(editor), data: { text: "   " } });
  expect(empty.status()).toBe(400);
  expect(await empty.json()).toMatchObject({ code: "invalid_correction", errors: { text: expect.any(String) } });
  expect((await request.post(path, { headers: bearer(editor), data: { text: "x".repeat(1001) } })).status()).toBe(400);
  expect((await request.post(path, { headers: bearer(editor), data: { text: "ok", extra: 1 } })).status()).toBe(400);

  const draft = await article(request, editor, false);
  const refused = await request.post(`/api/admin/posts/${draft.id}/corrections`, { headers: bearer(editor), data: { text: "Too early." } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: "post_not_published" });
  expect((await request.post("/api/admin/posts/999999999/corrections", { headers: bearer(editor), data: { text: "x" } })).status()).toBe(
    404,
  );
  expect((await request.patch(`${path}/999999999`, { headers: bearer(editor), data: { text: "x" } })).status()).toBe(404);
});

test("corrections show newest first under the headline, on /corrections and in the JSON-LD within seconds; an edit is audited", async ({
  request,
}) => {
  const editor = await seedStaffToken(request, "editor");
  const admin = await seedStaffToken(request, "admin");
  const post = await article(request, editor, true);
  const id = unique();
  // Rendered and kept first, so the test sees the cache let go of both pages.
  expect(await page(request, `/post/${post.id}`)).not.toContain("Correction, ");
  await page(request, "/corrections");

  const path = `/api/admin/posts/${post.id}/corrections`;
  const first = await json<{ id: number; text: string; createdAt: string }>(
    await request.post(path, { headers: bearer(editor), data: { text: `  The rate is 4.25%, not 4.5% ${id}.  ` } }),
    201,
  );
  expect(first).toEqual({ id: expect.any(Number), text: `The rate is 4.25%, not 4.5% ${id}.`, createdAt: expect.any(String) });
  const second = await json<{ id: number }>(
    await request.post(path, { headers: bearer(editor), data: { text: `Second fix ${id}.` } }),
    201,
  );

  await until(
    async () => (await page(request, `/post/${post.id}`)).includes(`Second fix ${id}.`),
    5_000,
    "the article shows the corrections",
  );
  const html = await page(request, `/post/${post.id}`);
  const date = new Date(first.createdAt).toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
  // Under the headline, newest first (the JSON-LD in the head names them too).
  const underHeadline = html.slice(html.indexOf("<h1"));
  expect(underHeadline).toMatch(
    new RegExp(`Correction, <time[^>]*>${date}</time>:</strong> (<!-- -->)?The rate is 4.25%, not 4.5% ${id}.`),
  );
  expect(underHeadline.indexOf(`Second fix ${id}.`)).toBeGreaterThan(0);
  expect(underHeadline.indexOf(`Second fix ${id}.`)).toBeLessThan(underHeadline.indexOf(`The rate is 4.25%, not 4.5% ${id}.`));
  expect(newsArticle(html).correction).toEqual([
    { "@type": "CorrectionComment", text: `Second fix ${id}.`, datePublished: expect.any(String) },
    { "@type": "CorrectionComment", text: `The rate is 4.25%, not 4.5% ${id}.`, datePublished: first.createdAt },
  ]);
  const detail = await json<PostDetail>(await request.get(`/api/posts/${post.id}`));
  expect(detail.corrections.map((correction) => correction.id)).toEqual([second.id, first.id]);

  await until(async () => (await page(request, "/corrections")).includes(`Second fix ${id}.`), 5_000, "/corrections lists them");
  const list = await page(request, "/corrections");
  expect(list).toContain(`href="/post/${post.id}"`);
  expect(list.indexOf(`Second fix ${id}.`)).toBeLessThan(list.indexOf(`The rate is 4.25%, not 4.5% ${id}.`));

  const edited = await json<AdminCorrection>(
    await request.patch(`${path}/${first.id}`, { headers: bearer(editor), data: { text: `The rate is 4.25% ${id}.` } }),
  );
  expect(edited).toMatchObject({ id: first.id, text: `The rate is 4.25% ${id}.`, createdAt: first.createdAt });
  await until(
    async () => (await page(request, `/post/${post.id}`)).includes(`The rate is 4.25% ${id}.`),
    5_000,
    "the article shows the edit",
  );
  await until(async () => (await page(request, "/corrections")).includes(`The rate is 4.25% ${id}.`), 5_000, "/corrections shows the edit");
  // Another article's correction id is not this article's.
  const other = await article(request, editor, true);
  expect(
    (
      await request.patch(`/api/admin/posts/${other.id}/corrections/${first.id}`, { headers: bearer(editor), data: { text: "x" } })
    ).status(),
  ).toBe(404);

  const { entries } = await json<AuditPage>(await request.get("/api/admin/audit?limit=50", { headers: bearer(admin) }));
  expect(entries.find((entry) => entry.action === "correction_edited" && entry.details.correctionId === first.id)).toMatchObject({
    postId: post.id,
    userName: "Maya Okafor",
    details: { before: `The rate is 4.25%, not 4.5% ${id}.`, after: `The rate is 4.25% ${id}.` },
  });
  expect(entries.some((entry) => entry.action === "correction_added" && entry.details.correctionId === second.id)).toBe(true);

  // Unpublished, the article takes its corrections off /corrections.
  await json(await request.post(`/api/admin/posts/${post.id}/unpublish`, { headers: bearer(editor), data: {} }));
  await until(async () => !(await page(request, "/corrections")).includes(`Second fix ${id}.`), 5_000, "/corrections drops them");
});
