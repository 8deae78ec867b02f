import type { APIRequestContext } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import type { AdminPost, AdminPostPage, AuditPage, Revision, RevisionComparison } from "@/lib/newsroom/types";
import { bearer, expect, newSignedInReader, signInByApi, test } from "../support/accounts";
import { waitForConfirmationCode } from "../support/mailbox";
import { htmlText } from "../support/posts";
import { json, until } from "../support/http";

// The staff API (issue 14) against the production build, signed in as the demo staff (lib/db/seed/staff.ts)
// with their mailed second factor. Every article made here is deleted at the end (soft, so it
// leaves every reading list): the specs after this one count the seeded articles.

type Role = "contributor" | "author" | "editor" | "admin";
const tokens = new Map<Role, Promise<string>>();
/** The demo staff member of `role`, signed in once for the whole file. */
function staff(request: APIRequestContext, role: Role): Promise<string> {
  const account = seedStaff.find((candidate) => candidate.role === role)!;
  if (!tokens.has(role)) tokens.set(role, signInByApi(request, { email: account.email, password: DEMO_STAFF_PASSWORD }));
  return tokens.get(role)!;
}

const created: number[] = [];
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

async function createDraft(request: APIRequestContext, token: string, overrides: Record<string, unknown> = {}): Promise<AdminPost> {
  const title = `Newsroom test ${unique()}`;
  const post = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(token),
      data: { title, description: "<p>The first version of the body.</p><script>alert(1)</script>", category_id: 2, ...overrides },
    }),
    201,
  );
  created.push(post.id);
  return post;
}

/** Polls `check` every 250 ms until it holds (or `timeoutMs` passes); answers the milliseconds it took. */
const pageHas = (request: APIRequestContext, path: string, text: string) => async () =>
  (await (await request.get(path)).text()).includes(text);

test.afterAll(async ({ request }) => {
  const admin = await staff(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("visitors get 401, readers 403, in the JSON error shape", async ({ request }) => {
  const visitor = await request.get("/api/admin/posts");
  expect(visitor.status()).toBe(401);
  expect(await visitor.json()).toEqual({ message: "Please sign in to continue.", code: "sign_in_required" });
  const { token } = await newSignedInReader(request);
  for (const call of [
    request.get("/api/admin/posts", { headers: bearer(token) }),
    request.post("/api/admin/posts", { headers: bearer(token), data: { title: "x", description: "", category_id: 1 } }),
    request.get("/api/admin/audit", { headers: bearer(token) }),
  ]) {
    const response = await call;
    expect(response.status()).toBe(403);
    expect(await response.json()).toEqual({ message: "Only newsroom staff can do this.", code: "staff_only" });
  }
});

test("staff without two-step verification are refused with 403 two_factor_required until they turn it back on", async ({ request }) => {
  const contributor = await staff(request, "contributor");
  const off = await request.put("/api/users/two-factor", {
    headers: bearer(contributor),
    data: { enabled: false, password: DEMO_STAFF_PASSWORD },
  });
  expect(off.status(), await off.text()).toBe(200);
  try {
    const refused = await request.get("/api/admin/posts", { headers: bearer(contributor) });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe("two_factor_required");
  } finally {
    // Turning it on takes the password and a mailed code (tests/e2e/api/staff-sessions.spec.ts).
    const since = Date.now();
    expect((await request.post("/api/users/confirmation-code", { headers: bearer(contributor) })).status()).toBe(200);
    const code = await waitForConfirmationCode(seedStaff.find((member) => member.role === "contributor")!.email, since);
    const on = await request.put("/api/users/two-factor", {
      headers: bearer(contributor),
      data: { enabled: true, password: DEMO_STAFF_PASSWORD, code },
    });
    expect(on.status(), await on.text()).toBe(200);
  }
  expect((await request.get("/api/admin/posts", { headers: bearer(contributor) })).status()).toBe(200);
});

test("a contributor writes a draft (sanitized, slug from the title) but cannot publish it", async ({ request }) => {
  const contributor = await staff(request, "contributor");
  const post = await createDraft(request, contributor, { title: "Café prices: up 4.5%", slug: undefined });
  expect(post).toMatchObject({
    status: "draft",
    slug: expect.stringMatching(/^cafe-prices-up-4-5(-\d+)?$/),
    can: { edit: true, publish: false },
  });
  expect(post.description).toBe("<p>The first version of the body.</p>");
  expect(post.summary).toBe("The first version of the body.");

  const refused = await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(contributor) });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("post_publish_forbidden");
  expect((await request.get(`/post/${post.id}`)).status()).toBe(404);

  // The same slug again is a 409 naming the field.
  const taken = await request.post("/api/admin/posts", {
    headers: bearer(contributor),
    data: { title: "Another", description: "<p>x</p>", category_id: 2, slug: post.slug },
  });
  expect(taken.status()).toBe(409);
  expect(await taken.json()).toMatchObject({ code: "slug_taken", errors: { slug: expect.any(String) } });
});

test("an author publishes their own article; an editor edits someone else's; the author cannot edit theirs", async ({ request }) => {
  const [author, editor, contributor] = await Promise.all([
    staff(request, "author"),
    staff(request, "editor"),
    staff(request, "contributor"),
  ]);
  const post = await createDraft(request, author);
  const published = await json<AdminPost>(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(author) }));
  expect(published).toMatchObject({ status: "published", publishAt: null, publishedAt: expect.any(String) });
  expect((await request.get(`/post/${post.id}`)).status()).toBe(200);

  const edited = await json<AdminPost>(
    await request.patch(`/api/admin/posts/${post.id}`, { headers: bearer(editor), data: { title: `${post.title} (edited)` } }),
  );
  expect(edited.title).toBe(`${post.title} (edited)`);
  expect((await request.patch(`/api/admin/posts/${post.id}`, { headers: bearer(contributor), data: { title: "Mine now" } })).status()).toBe(
    403,
  );

  const unpublished = await json<AdminPost>(await request.post(`/api/admin/posts/${post.id}/unpublish`, { headers: bearer(author) }));
  expect(unpublished.status).toBe("unpublished");
  await until(async () => (await request.get(`/post/${post.id}`)).status() === 404, 10_000, "the unpublished article leaves the site");
});

test("a save based on an out-of-date version gets 409 naming the newer version's time", async ({ request }) => {
  const [author, editor] = await Promise.all([staff(request, "author"), staff(request, "editor")]);
  const post = await createDraft(request, author);
  const theirs = await json<AdminPost>(
    await request.patch(`/api/admin/posts/${post.id}`, {
      headers: bearer(editor),
      data: { summary: "Editor's lead", updatedAt: post.updatedAt },
    }),
  );
  const stale = await request.patch(`/api/admin/posts/${post.id}`, {
    headers: bearer(author),
    data: { summary: "Author's lead", updatedAt: post.updatedAt },
  });
  expect(stale.status()).toBe(409);
  const answer = (await stale.json()) as { code: string; message: string };
  expect(answer.code).toBe("post_version_conflict");
  expect(answer.message).toContain(theirs.updatedAt);
  // Reloaded, the save goes through.
  const saved = await json<AdminPost>(
    await request.patch(`/api/admin/posts/${post.id}`, {
      headers: bearer(author),
      data: { summary: "Author's lead", updatedAt: theirs.updatedAt },
    }),
  );
  expect(saved.summary).toBe("Author's lead");
});

test("revisions: listed, compared, and a restore is itself a new revision", async ({ request }) => {
  const author = await staff(request, "author");
  const post = await createDraft(request, author);
  await json(
    await request.patch(`/api/admin/posts/${post.id}`, {
      headers: bearer(author),
      data: { description: "<p>The second version of the body, longer.</p>", updatedAt: post.updatedAt },
    }),
  );
  const { revisions } = await json<{ revisions: Revision[] }>(
    await request.get(`/api/admin/posts/${post.id}/revisions`, { headers: bearer(author) }),
  );
  expect(revisions.map((revision) => revision.reason)).toEqual(["edited", "created"]);
  const [edit, original] = revisions;

  const diff = await json<RevisionComparison>(
    await request.get(`/api/admin/posts/${post.id}/revisions/${edit!.id}/diff`, { headers: bearer(author) }),
  );
  expect(diff.againstId).toBe(original!.id);
  const changed = (kind: "added" | "removed") =>
    diff.body
      .filter((part) => part.kind === kind)
      .map((part) => part.text)
      .join("");
  expect(changed("removed").trim()).toBe("first");
  expect(changed("added")).toMatch(/^second.*longer$/);
  expect(diff.title.every((part) => part.kind === "same")).toBe(true);

  const restored = await json<AdminPost>(
    await request.post(`/api/admin/posts/${post.id}/revisions/${original!.id}/restore`, { headers: bearer(author) }),
  );
  expect(restored.description).toBe("<p>The first version of the body.</p>");
  const after = await json<{ revisions: Revision[] }>(
    await request.get(`/api/admin/posts/${post.id}/revisions`, { headers: bearer(author) }),
  );
  expect(after.revisions.map((revision) => revision.reason)).toEqual(["reverted", "edited", "created"]);
});

test("delete is for admins only and can be undone", async ({ request }) => {
  const [author, editor, admin] = await Promise.all([staff(request, "author"), staff(request, "editor"), staff(request, "admin")]);
  const post = await createDraft(request, author);
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(author) }));
  for (const token of [author, editor]) {
    const refused = await request.delete(`/api/admin/posts/${post.id}`, { headers: bearer(token) });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe("admin_only");
  }
  const deleted = await json<AdminPost>(
    await request.delete(`/api/admin/posts/${post.id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } }),
  );
  expect(deleted).toMatchObject({ status: "unpublished", deletedAt: expect.any(String) });
  expect((await request.get(`/post/${post.id}`)).status()).toBe(404);
  expect((await request.get(`/api/admin/posts/${post.id}`, { headers: bearer(author) })).status()).toBe(404);
  const trash = await json<AdminPostPage>(await request.get("/api/admin/posts?status=deleted", { headers: bearer(admin) }));
  expect(trash.posts.map((row) => row.id)).toContain(post.id);
  expect((await request.get("/api/admin/posts?status=deleted", { headers: bearer(editor) })).status()).toBe(403);

  expect((await request.post(`/api/admin/posts/${post.id}/restore`, { headers: bearer(editor) })).status()).toBe(403);
  const back = await json<AdminPost>(await request.post(`/api/admin/posts/${post.id}/restore`, { headers: bearer(admin) }));
  expect(back).toMatchObject({ status: "unpublished", deletedAt: null });
  expect((await request.get(`/api/admin/posts/${post.id}`, { headers: bearer(author) })).status()).toBe(200);
});

test("an edit to a published body shows 'Updated {date}', the correction note and the image's caption on the cached article page", async ({
  request,
}) => {
  const author = await staff(request, "author");
  const post = await createDraft(request, author);
  const published = await json<AdminPost>(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(author) }));
  const before = await (await request.get(`/post/${post.id}`)).text();
  expect(before).not.toContain("Updated <time");

  const note = `An earlier version misstated the rate (${unique()}).`;
  const edited = await json<AdminPost>(
    await request.patch(`/api/admin/posts/${post.id}`, {
      headers: bearer(author),
      data: {
        description: "<p>The corrected body.</p>",
        correction_note: note,
        featured_image_caption: "Traders on the floor, 2026.",
        updatedAt: published.updatedAt,
      },
    }),
  );
  expect(edited.bodyUpdatedAt).toBe(edited.updatedAt);
  await until(pageHas(request, `/post/${post.id}`, htmlText(note)), 10_000, "the correction note on the article");
  const html = await (await request.get(`/post/${post.id}`)).text();
  expect(html).toMatch(new RegExp(`Updated <time dateTime="${edited.bodyUpdatedAt}">[A-Z][a-z]+ \\d{1,2}, \\d{4}</time>`));
  expect(html).toContain("The corrected body.");
  expect(html).toContain("<figcaption");
  expect(html).toContain("Traders on the floor, 2026.");
});

test("publish → visible on the cached home and article pages: how long it takes", async ({ request }) => {
  const author = await staff(request, "author");
  const post = await createDraft(request, author);
  // Both pages are in the page cache before the article is published.
  await request.get("/");
  await request.get(`/post/${post.id}`);
  const start = Date.now();
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(author) }));
  await until(pageHas(request, "/", htmlText(post.title)), 10_000, "the published article on the home page");
  const home = Date.now() - start;
  await until(async () => (await request.get(`/post/${post.id}`)).status() === 200, 10_000, "the article page");
  const article = Date.now() - start;
  console.log(`[newsroom] publish → visible: home page ${home} ms, article page ${article} ms (including the publish request)`);
});

test("a scheduled article goes live by itself on the home page, sitemap.xml and feed.xml", async ({ request }) => {
  test.setTimeout(120_000);
  const editor = await staff(request, "editor");
  const post = await createDraft(request, editor);
  const publishAt = new Date(Date.now() + 5_000).toISOString();
  const scheduled = await json<AdminPost>(
    await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(editor), data: { publishAt } }),
  );
  expect(scheduled).toMatchObject({ status: "scheduled", publishAt });
  // Cached before it goes live: what follows proves the scheduler revalidates them.
  expect(await (await request.get("/")).text()).not.toContain(htmlText(post.title));
  expect(await (await request.get("/sitemap.xml")).text()).not.toContain(`/post/${post.id}</loc>`);
  expect(await (await request.get("/feed.xml")).text()).not.toContain(`/post/${post.id}</link>`);
  expect((await request.get(`/post/${post.id}`)).status()).toBe(404);

  const waited = await until(pageHas(request, "/", htmlText(post.title)), 60_000, "the scheduled article on the home page");
  await until(pageHas(request, "/sitemap.xml", `/post/${post.id}</loc>`), 5_000, "the scheduled article in sitemap.xml");
  await until(pageHas(request, "/feed.xml", `/post/${post.id}</link>`), 5_000, "the scheduled article in feed.xml");
  expect((await request.get(`/post/${post.id}`)).status()).toBe(200);
  console.log(`[newsroom] scheduled for ${publishAt}: on the home page ${waited} ms after scheduling`);

  const live = await json<AdminPost>(await request.get(`/api/admin/posts/${post.id}`, { headers: bearer(editor) }));
  expect(live).toMatchObject({ status: "published", publishAt: null, publishedAt: new Date(publishAt).toISOString() });
  const { revisions } = await json<{ revisions: Revision[] }>(
    await request.get(`/api/admin/posts/${post.id}/revisions`, { headers: bearer(editor) }),
  );
  expect(revisions.map((revision) => [revision.reason, revision.userId === null])).toEqual([
    ["published", true],
    ["scheduled", false],
    ["created", false],
  ]);
});

test("the audit log records who did what, and only admins read it", async ({ request }) => {
  const [author, editor, admin] = await Promise.all([staff(request, "author"), staff(request, "editor"), staff(request, "admin")]);
  const post = await createDraft(request, author);
  await json(
    await request.post(`/api/admin/posts/${post.id}/publish`, {
      headers: bearer(author),
      data: { publishAt: new Date(Date.now() + 3_600_000).toISOString() },
    }),
  );
  await json(await request.post(`/api/admin/posts/${post.id}/unpublish`, { headers: bearer(editor) }));
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(editor) }));
  await json(await request.delete(`/api/admin/posts/${post.id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } }));
  await json(await request.post(`/api/admin/posts/${post.id}/restore`, { headers: bearer(admin) }));

  expect((await request.get("/api/admin/audit", { headers: bearer(editor) })).status()).toBe(403);
  const page = await json<AuditPage>(await request.get("/api/admin/audit?limit=20", { headers: bearer(admin) }));
  const mine = page.entries.filter((entry) => entry.postId === post.id).reverse();
  const name = (role: Role) => {
    const account = seedStaff.find((candidate) => candidate.role === role)!;
    return `${account.firstName} ${account.lastName}`;
  };
  expect(mine.map((entry) => [entry.action, entry.userName])).toEqual([
    ["created", name("author")],
    ["scheduled", name("author")],
    ["unpublished", name("editor")],
    ["published", name("editor")],
    ["deleted", name("admin")],
    ["restored", name("admin")],
  ]);
  expect(mine.every((entry) => entry.postTitle === post.title && !Number.isNaN(Date.parse(entry.createdAt)))).toBe(true);
  // Paged by a cursor: the six entries above, three a page, come back in two pages with nothing
  // skipped or repeated (the e2e run is serial: nothing else writes to the log meanwhile).
  const first = await json<AuditPage>(await request.get("/api/admin/audit?limit=3", { headers: bearer(admin) }));
  expect(first.nextCursor).toEqual(expect.any(String));
  const second = await json<AuditPage>(
    await request.get(`/api/admin/audit?limit=3&cursor=${first.nextCursor}`, { headers: bearer(admin) }),
  );
  expect([...first.entries, ...second.entries].map((entry) => entry.id)).toEqual(page.entries.slice(0, 6).map((entry) => entry.id));
});

test("the list filters by status, author, category and words, newest first, paged with a cursor", async ({ request }) => {
  const [author, editor] = await Promise.all([staff(request, "author"), staff(request, "editor")]);
  const word = `zebra${unique().replace(/\W/g, "")}`;
  const first = await createDraft(request, author, { title: `First ${word}`, category_id: 4 });
  const second = await createDraft(request, author, { title: `Second ${word}`, category_id: 4 });
  const page = await json<AdminPostPage>(
    await request.get(`/api/admin/posts?q=${word}&status=draft&category=4&limit=1`, { headers: bearer(editor) }),
  );
  expect(page.posts.map((row) => row.id)).toEqual([second.id]);
  const next = await json<AdminPostPage>(
    await request.get(`/api/admin/posts?q=${word}&status=draft&category=4&limit=1&cursor=${page.nextCursor}`, { headers: bearer(editor) }),
  );
  expect(next.posts.map((row) => row.id)).toEqual([first.id]);
  expect(
    (await json<AdminPostPage>(await request.get(`/api/admin/posts?q=${word}&status=published`, { headers: bearer(editor) }))).posts,
  ).toEqual([]);
});

test("bad input is a 400 in the JSON error shape, never a 500", async ({ request }) => {
  const author = await staff(request, "author");
  const missing = await request.post("/api/admin/posts", { headers: bearer(author), data: { description: "<p>x</p>", category_id: 1 } });
  expect(missing.status()).toBe(400);
  expect(await missing.json()).toMatchObject({ code: "invalid_post", errors: { title: expect.any(String) } });
  // Categories live in the database (editors add them): one that does not exist is refused by name.
  const unknownCategory = await request.post("/api/admin/posts", {
    headers: bearer(author),
    data: { title: "Filed nowhere", description: "<p>x</p>", category_id: 99 },
  });
  expect(unknownCategory.status()).toBe(400);
  expect(await unknownCategory.json()).toMatchObject({ errors: { category_id: expect.any(String) } });
  const noAlt = await request.post("/api/admin/posts", {
    headers: bearer(author),
    data: { title: "Pictured", description: "<p>x</p>", category_id: 1, featured_image_name: "photo.jpg" },
  });
  expect(noAlt.status()).toBe(400);
  expect(await noAlt.json()).toMatchObject({ errors: { featured_image_alt: expect.any(String) } });
  const notJson = await request.post("/api/admin/posts", {
    headers: { ...bearer(author), "content-type": "application/json" },
    data: "{not json",
  });
  expect(notJson.status()).toBe(400);
  const post = await createDraft(request, author);
  const past = await request.post(`/api/admin/posts/${post.id}/publish`, {
    headers: bearer(author),
    data: { publishAt: "2020-01-01T00:00:00Z" },
  });
  expect(past.status()).toBe(400);
  expect((await past.json()).code).toBe("publish_at_past");
  for (const path of ["/api/admin/posts?status=gone", "/api/admin/posts?cursor=nonsense", "/api/admin/posts/abc"]) {
    const response = await request.get(path, { headers: bearer(author) });
    expect(response.status(), path).toBe(400);
    expect(typeof (await response.json()).code, path).toBe("string");
  }
  expect((await request.get("/api/admin/posts/2147483000", { headers: bearer(author) })).status()).toBe(404);
});
