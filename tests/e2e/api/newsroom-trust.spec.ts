import type { APIRequestContext, APIResponse } from "@playwright/test";
import { seedStaff } from "@/lib/db/seed/staff";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import type { MediaItem } from "@/lib/media/types";
import type { AdminPost, AuditPage, AuthorChoice, Revision } from "@/lib/newsroom/types";
import { pngImage } from "@/tests/support/media-fixtures";
import { bearer, expect, newAddress, signInByApi, test } from "../support/accounts";
import { json } from "../support/http";

// Issue 22, the newsroom's trust: what an editor reviews is what readers get, bounded diffs, bylines,
// alt text, media rights and the audit log, staff rate limits. Against the production build.

type Role = "contributor" | "author" | "editor" | "admin";
const tokens = new Map<Role, Promise<string>>();
function staff(request: APIRequestContext, role: Role): Promise<string> {
  const account = seedStaff.find((candidate) => candidate.role === role)!;
  if (!tokens.has(role)) tokens.set(role, signInByApi(request, { email: account.email, password: DEMO_STAFF_PASSWORD }));
  return tokens.get(role)!;
}
const unique = () => `${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
const created: number[] = [];
const paragraph = (text: string) => ({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text }] }] });

async function draft(request: APIRequestContext, token: string, body: Record<string, unknown> = { description: "<p>First.</p>" }) {
  const post = await json<AdminPost>(
    await request.post("/api/admin/posts", { headers: bearer(token), data: { title: `Trust ${unique()}`, category_id: 2, ...body } }),
    201,
  );
  created.push(post.id);
  return post;
}

test.afterAll(async ({ request }) => {
  const admin = await staff(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("a body is one thing: a save with a document and different HTML is refused, and readers get the document's HTML", async ({
  request,
}) => {
  const editor = await staff(request, "editor");
  const mismatched = await request.post("/api/admin/posts", {
    headers: bearer(editor),
    data: { title: `Trust ${unique()}`, category_id: 2, body_json: paragraph("Rates held."), description: "<p>Rates were cut.</p>" },
  });
  expect(mismatched.status()).toBe(400);
  expect(await mismatched.json()).toMatchObject({ code: "invalid_post", errors: { description: expect.any(String) } });

  const post = await draft(request, editor, { body_json: paragraph("Rates held at 5.25%.") });
  expect(post.description).toBe("<p>Rates held at 5.25%.</p>");
  const patched = await request.patch(`/api/admin/posts/${post.id}`, {
    headers: bearer(editor),
    data: { body_json: paragraph("Rates held."), description: "<p>Rates were cut.</p>" },
  });
  expect(patched.status()).toBe(400);

  // HTML alone becomes the document, and the document says what the HTML does.
  const fromHtml = await json<AdminPost>(
    await request.patch(`/api/admin/posts/${post.id}`, {
      headers: bearer(editor),
      data: { description: '<p id="__next_f">Rates were <a href="https://imf.org">cut</a>.</p><script>alert(1)</script>' },
    }),
  );
  expect(JSON.stringify(fromHtml.body_json)).toContain("Rates were ");
  expect(fromHtml.description).toBe('<p>Rates were <a rel="noopener noreferrer nofollow" href="https://imf.org">cut</a>.</p>');
  const bad = await request.patch(`/api/admin/posts/${post.id}`, {
    headers: bearer(editor),
    data: { body_json: { type: "doc", content: [{ type: "script" }] } },
  });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).code).toBe("invalid_body");

  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(editor) }));
  const page = await (await request.get(`/post/${post.id}`)).text();
  expect(page).toContain('Rates were <a rel="noopener noreferrer nofollow" href="https://imf.org">cut</a>.');
  // (The summary, set when the draft was made, still quotes the first version: only the body is under test.)
  expect(page).not.toContain("<p>Rates held at 5.25%.</p>");
});

test("a revision diff shows a changed link; two long different bodies answer 422 within a second while health stays fast", async ({
  request,
}) => {
  const editor = await staff(request, "editor");
  const post = await draft(request, editor, { description: '<p>See <a href="https://imf.org/data">the data</a>.</p>' });
  await json(
    await request.patch(`/api/admin/posts/${post.id}`, {
      headers: bearer(editor),
      data: { description: '<p>See <a href="https://evil.example/data">the data</a>.</p>' },
    }),
  );
  const [latest] = (
    await json<{ revisions: Revision[] }>(await request.get(`/api/admin/posts/${post.id}/revisions`, { headers: bearer(editor) }))
  ).revisions;
  const [first] = (
    await json<{ revisions: Revision[] }>(await request.get(`/api/admin/posts/${post.id}/revisions`, { headers: bearer(editor) }))
  ).revisions.slice(-1);
  const diff = await json<{ body: { kind: string; text: string }[] }>(
    await request.get(`/api/admin/posts/${post.id}/revisions/${latest!.id}/diff?against=${first!.id}`, { headers: bearer(editor) }),
  );
  expect(
    diff.body
      .filter((part) => part.kind === "added")
      .map((part) => part.text)
      .join(""),
  ).toContain("evil");

  // Two long bodies with nothing in common (an editor's revision then a rewrite).
  const words = (seed: number) => Array.from({ length: 12_000 }, (_, i) => `w${(i * seed) % 9973}`).join(" ");
  const long = await draft(request, editor, { description: `<p>${words(7)}</p>` });
  const admin = await staff(request, "admin");
  // Another editor's save is a new revision (one editor's saves within five minutes are folded into one).
  await json(await request.patch(`/api/admin/posts/${long.id}`, { headers: bearer(admin), data: { description: `<p>${words(13)}</p>` } }));
  const revisions = (
    await json<{ revisions: Revision[] }>(await request.get(`/api/admin/posts/${long.id}/revisions`, { headers: bearer(editor) }))
  ).revisions;
  const started = Date.now();
  const healthTimes: number[] = [];
  const health = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    for (let i = 0; i < 5; i += 1) {
      const at = Date.now();
      expect((await request.get("/api/health")).status()).toBe(200);
      healthTimes.push(Date.now() - at);
    }
  })();
  const tooLarge = await request.get(`/api/admin/posts/${long.id}/revisions/${revisions[0]!.id}/diff?against=${revisions.at(-1)!.id}`, {
    headers: bearer(editor),
  });
  const took = Date.now() - started;
  await health;
  expect(tooLarge.status()).toBe(422);
  expect(await tooLarge.json()).toMatchObject({ code: "diff_too_large", message: expect.any(String) });
  // The diff gives up after 400 ms of work (DIFF_LIMITS): alone this answers in well under a second.
  // The bounds leave room for a CI machine running three suites at once (1,196 ms and 332 ms were
  // seen there) and still fail a diff that runs to the end: these two bodies take 30 s of one core.
  expect(took).toBeLessThan(3000);
  expect(Math.max(...healthTimes)).toBeLessThan(1000);
});

test("an author publishes under its own byline only; an editor credits anyone", async ({ request }) => {
  const [author, editor] = await Promise.all([staff(request, "author"), staff(request, "editor")]);
  const { authors } = await json<{ authors: (AuthorChoice & { id: number })[] }>(
    await request.get("/api/admin/authors", { headers: bearer(author) }),
  );
  const own = authors.find((choice) => choice.name === "Daniel Reyes")!;
  const other = authors.find((choice) => choice.name === "Maya Okafor")!;
  const refused = await request.post("/api/admin/posts", {
    headers: bearer(author),
    data: { title: `Trust ${unique()}`, category_id: 2, description: "<p>x</p>", author_id: other.id },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe("byline_forbidden");
  const post = await draft(request, author, { description: "<p>x</p>", author_id: own.id });
  expect((await request.patch(`/api/admin/posts/${post.id}`, { headers: bearer(author), data: { author_id: other.id } })).status()).toBe(
    403,
  );
  // An editor credits someone else on the author's article: the author may no longer publish it under that byline.
  await json(await request.patch(`/api/admin/posts/${post.id}`, { headers: bearer(editor), data: { author_id: other.id } }));
  const publish = await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(author) });
  expect(publish.status()).toBe(403);
  expect((await publish.json()).code).toBe("byline_forbidden");
});

test("a featured image's alt text cannot be blanked on a live article", async ({ request }) => {
  const editor = await staff(request, "editor");
  const upload = await json<MediaItem>(
    await request.post("/api/admin/media", {
      headers: bearer(editor),
      multipart: { file: { name: "a.png", mimeType: "image/png", buffer: await pngImage() }, alt: "A red square" },
    }),
    201,
  );
  const post = await draft(request, editor, {
    description: "<p>x</p>",
    featured_image_name: upload.name,
    featured_image_alt: "A red square",
  });
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(editor) }));
  for (const alt of ["", "   ", null]) {
    const blank = await request.patch(`/api/admin/posts/${post.id}`, { headers: bearer(editor), data: { featured_image_alt: alt } });
    expect(blank.status()).toBe(400);
    expect(await blank.json()).toMatchObject({ errors: { featured_image_alt: expect.any(String) } });
  }
});

test("media: a contributor cannot relabel another's image; an editor can; admins delete unused images only; all audited", async ({
  request,
}) => {
  const [contributor, editor, admin] = await Promise.all([
    staff(request, "contributor"),
    staff(request, "editor"),
    staff(request, "admin"),
  ]);
  const upload = await json<MediaItem>(
    await request.post("/api/admin/media", {
      headers: bearer(editor),
      multipart: { file: { name: "b.png", mimeType: "image/png", buffer: await pngImage(640, 360) }, alt: "A chart of rates" },
    }),
    201,
  );
  const relabel = await request.patch(`/api/admin/media/${upload.name}`, { headers: bearer(contributor), data: { alt: "Something else" } });
  expect(relabel.status()).toBe(403);
  expect((await relabel.json()).code).toBe("media_edit_forbidden");
  await json(await request.patch(`/api/admin/media/${upload.name}`, { headers: bearer(admin), data: { caption: "Source: IMF" } }));

  const post = await draft(request, editor, { description: "<p>x</p>", featured_image_name: upload.name, featured_image_alt: "A chart" });
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(editor) }));
  expect((await request.get(upload.url)).status()).toBe(200);
  expect((await request.delete(`/api/admin/media/${upload.name}`, { headers: bearer(editor) })).status()).toBe(403);
  const inUse = await request.delete(`/api/admin/media/${upload.name}`, { headers: bearer(admin) });
  expect(inUse.status()).toBe(409);
  expect((await inUse.json()).code).toBe("media_in_use");

  await json(await request.post(`/api/admin/posts/${post.id}/unpublish`, { headers: bearer(editor) }));
  const deleted = await json<MediaItem>(await request.delete(`/api/admin/media/${upload.name}`, { headers: bearer(admin) }));
  expect(deleted.variants.length).toBeGreaterThan(0);
  for (const url of [upload.url, ...upload.variants.map((variant) => variant.url)]) expect((await request.get(url)).status()).toBe(404);

  // A live article's edit and a comment's removal are audited too (the comment part in comments.spec's terms: any id).
  const { entries } = await json<AuditPage>(await request.get("/api/admin/audit?limit=30", { headers: bearer(admin) }));
  const mine = entries.filter((entry) => entry.details.name === upload.name).map((entry) => entry.action);
  expect(mine).toEqual(expect.arrayContaining(["media_uploaded", "media_updated", "media_deleted"]));
  expect(entries.find((entry) => entry.action === "media_updated" && entry.details.name === upload.name)?.details).toMatchObject({
    before: { caption: null },
    after: { caption: "Source: IMF" },
  });
});

test("edits to a live article are audited with the fields they changed", async ({ request }) => {
  const [editor, admin] = await Promise.all([staff(request, "editor"), staff(request, "admin")]);
  const post = await draft(request, editor);
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(editor) }));
  await json(await request.patch(`/api/admin/posts/${post.id}`, { headers: bearer(editor), data: { title: `${post.title} (corrected)` } }));
  const { entries } = await json<AuditPage>(await request.get("/api/admin/audit?limit=20", { headers: bearer(admin) }));
  expect(entries.find((entry) => entry.postId === post.id && entry.action === "edited")?.details).toEqual({ fields: ["title"] });
});

test("staff writes are rate limited per account: autosave pace passes, a script gets 429 JSON", async ({ request }) => {
  test.setTimeout(150_000);
  // The contributor's budget is spent here, and waited out at the end for the specs after this one.
  const token = await staff(request, "contributor");
  const post = await draft(request, token);
  // A writer autosaving: 30 saves, each from its own address (the per-account count is the one under test).
  for (let i = 0; i < 30; i += 1) {
    const saved = await request.patch(`/api/admin/posts/${post.id}`, {
      headers: { ...bearer(token), "x-forwarded-for": newAddress() },
      data: { title: `Autosave ${i}` },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  }
  // A script: the account's 120 writes a minute run out.
  let refused: APIResponse | undefined;
  for (let i = 0; i < 130 && !refused; i += 1) {
    const response = await request.patch(`/api/admin/posts/${post.id}`, {
      headers: { ...bearer(token), "x-forwarded-for": newAddress() },
      data: { title: `Script ${i}` },
    });
    if (response.status() === 429) refused = response;
    else expect(response.status()).toBe(200);
  }
  expect(refused).toBeDefined();
  expect(await refused!.json()).toMatchObject({ code: "too_many_requests", message: expect.any(String) });
  const wait = Number(refused!.headers()["retry-after"]);
  expect(wait).toBeGreaterThan(0);
  // Reads are not writes; and once the minute is over the account writes again (left whole for later specs).
  expect((await request.get(`/api/admin/posts/${post.id}`, { headers: bearer(token) })).status()).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, (wait + 1) * 1000));
  expect(
    (await request.patch(`/api/admin/posts/${post.id}`, { headers: bearer(token), data: { title: "After the minute" } })).status(),
  ).toBe(200);
});
