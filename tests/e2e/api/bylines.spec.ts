import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import type { MediaItem } from "@/lib/media/types";
import type { AdminByline, AdminPost, AuditPage } from "@/lib/newsroom/types";
import { bearer, expect, newSignedInReader, seedStaffToken, test } from "../support/accounts";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { htmlText } from "../support/posts";
import { json, unique, until } from "../support/http";

// Bylines in the back office (issue 24) against the production build: who may manage them, what a
// save checks, the audit, an old slug's 308s, and the author page and articles showing a change
// within seconds. Articles made here are deleted at the end (soft); bylines cannot be deleted.

const created: number[] = [];

const page = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

async function newByline(request: APIRequestContext, token: string, data: Record<string, unknown>): Promise<AdminByline> {
  return json<AdminByline>(await request.post("/api/admin/authors", { headers: bearer(token), data }), 201);
}

async function publishedArticle(request: APIRequestContext, token: string, authorIds: number[]): Promise<AdminPost> {
  const post = await json<AdminPost>(
    await request.post("/api/admin/posts", {
      headers: bearer(token),
      data: { title: `Byline test ${unique()}`, description: "<p>Short body.</p>", category_id: 2, author_ids: authorIds },
    }),
    201,
  );
  created.push(post.id);
  await json(await request.post(`/api/admin/posts/${post.id}/publish`, { headers: bearer(token), data: {} }));
  return post;
}

test.afterAll(async ({ request }) => {
  const admin = await seedStaffToken(request, "admin");
  for (const id of created)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("visitors get 401, readers 403; every staff member lists the bylines, only editors and admins change them", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const [byline] = (await json<{ authors: AdminByline[] }>(await request.get("/api/admin/authors", { headers: bearer(editor) }))).authors;

  expect((await request.get("/api/admin/authors")).status()).toBe(401);
  expect((await request.post("/api/admin/authors", { data: { name: "Nobody" } })).status()).toBe(401);
  expect((await request.patch(`/api/admin/authors/${byline!.id}`, { data: { bio: "x" } })).status()).toBe(401);

  const { token: reader } = await newSignedInReader(request);
  for (const response of [
    await request.get("/api/admin/authors", { headers: bearer(reader) }),
    await request.post("/api/admin/authors", { headers: bearer(reader), data: { name: "Nobody" } }),
  ]) {
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ code: "staff_only", message: expect.any(String) });
  }

  for (const role of ["contributor", "author"] as const) {
    const token = await seedStaffToken(request, role);
    const { authors } = await json<{ authors: AdminByline[] }>(await request.get("/api/admin/authors", { headers: bearer(token) }));
    expect(authors.length).toBeGreaterThan(0);
    for (const response of [
      await request.post("/api/admin/authors", { headers: bearer(token), data: { name: `Guest ${unique()}` } }),
      await request.patch(`/api/admin/authors/${byline!.id}`, { headers: bearer(token), data: { bio: "Rewritten by a writer." } }),
    ]) {
      expect(response.status(), role).toBe(403);
      expect(await response.json()).toMatchObject({
        code: "bylines_forbidden",
        message: "Only editors and administrators can manage bylines.",
      });
    }
  }
});

test("an agency byline stands alone; the slug is made from the name and never given twice; bad input is a 400 by field", async ({
  request,
}) => {
  const editor = await seedStaffToken(request, "editor");
  const name = `Reuters ${unique()}`;
  const agency = await newByline(request, editor, { name });
  expect(agency).toEqual({
    id: expect.any(Number),
    name,
    slug: name.toLowerCase().replace(/\s+/g, "-"),
    role: "",
    bio: "",
    avatar: null,
    avatarUrl: null,
    links: [],
    userId: null,
    userName: null,
    count: 0,
    url: `/author/${agency.slug}`,
  });
  // The same name again gets the next free slug; the same slug asked for is a 409.
  expect((await newByline(request, editor, { name })).slug).toBe(`${agency.slug}-2`);
  const taken = await request.post("/api/admin/authors", { headers: bearer(editor), data: { name: "Someone", slug: agency.slug } });
  expect(taken.status()).toBe(409);
  expect(await taken.json()).toMatchObject({ code: "author_slug_taken", errors: { slug: expect.any(String) } });

  const bad = await request.post("/api/admin/authors", {
    headers: bearer(editor),
    data: { name: "", slug: "Bad Slug", links: [{ label: "Site", url: "javascript:alert(1)" }] },
  });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({
    code: "invalid_author",
    message: expect.any(String),
    errors: { name: expect.any(String), slug: expect.any(String), "links.0.url": expect.any(String) },
  });

  const { id: readerId } = await newSignedInReader(request);
  const notStaff = await request.post("/api/admin/authors", { headers: bearer(editor), data: { name: "Linked", userId: readerId } });
  expect(notStaff.status()).toBe(400);
  expect(await notStaff.json()).toMatchObject({ code: "invalid_author", errors: { userId: expect.any(String) } });

  const noSuchImage = await request.patch(`/api/admin/authors/${agency.id}`, {
    headers: bearer(editor),
    data: { avatar: `nothing-${unique()}.png` },
  });
  expect(noSuchImage.status()).toBe(400);
  expect(await noSuchImage.json()).toMatchObject({ errors: { avatar: expect.any(String) } });

  expect((await request.patch("/api/admin/authors/999999999", { headers: bearer(editor), data: { bio: "x" } })).status()).toBe(404);
  expect((await request.patch("/api/admin/authors/abc", { headers: bearer(editor), data: { bio: "x" } })).status()).toBe(400);
});

test("a byline linked to a staff account lets that writer publish under it", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const author = await seedStaffToken(request, "author");
  const me = await json<{ user: { id: number } }>(await request.get("/api/session", { headers: bearer(author) }));
  const penName = await newByline(request, editor, { name: `Pen Name ${unique()}` });

  const refused = await request.post("/api/admin/posts", {
    headers: bearer(author),
    data: { title: `Pen ${unique()}`, description: "<p>Body.</p>", category_id: 2, author_ids: [penName.id] },
  });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: "byline_forbidden" });

  const linked = await json<AdminByline>(
    await request.patch(`/api/admin/authors/${penName.id}`, { headers: bearer(editor), data: { userId: me.user.id } }),
  );
  expect(linked).toMatchObject({ userId: me.user.id, userName: expect.any(String) });
  const post = await publishedArticle(request, author, [penName.id]);
  expect(post.author_ids).toEqual([penName.id]);
});

test("an edit shows on the author page and on every article with the byline within seconds, and is audited", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const admin = await seedStaffToken(request, "admin");
  const id = unique();
  const guest = await newByline(request, editor, {
    name: `Guest Writer ${id}`,
    role: "Contributing economist",
    bio: `First bio ${id}.`,
    links: [{ label: "Website", url: `https://example.com/${id}` }],
  });
  const first = await publishedArticle(request, editor, [guest.id]);
  const second = await publishedArticle(request, editor, [guest.id]);
  // Rendered and kept before the change, so the test sees the cache let go of them.
  for (const path of [guest.url, `/post/${first.id}`, `/post/${second.id}`])
    expect(await page(request, path)).toContain(`First bio ${id}.`);

  const photo = await json<MediaItem>(
    await request.post("/api/admin/media", {
      headers: bearer(editor),
      multipart: {
        file: {
          name: "portrait.png",
          mimeType: "image/png",
          buffer: await sharp({ create: { width: 400, height: 400, channels: 3, background: "#2a6f97" } })
            .png()
            .toBuffer(),
        },
        alt: "Portrait",
      },
    }),
    201,
  );
  const edited = await json<AdminByline>(
    await request.patch(`/api/admin/authors/${guest.id}`, {
      headers: bearer(editor),
      data: { bio: `Second bio ${id}.`, avatar: photo.name, role: "Guest columnist" },
    }),
  );
  expect(edited).toMatchObject({ bio: `Second bio ${id}.`, avatar: photo.name, avatarUrl: expect.stringContaining(photo.name), count: 2 });

  for (const path of [guest.url, `/post/${first.id}`, `/post/${second.id}`]) {
    await until(async () => (await page(request, path)).includes(`Second bio ${id}.`), 5_000, `${path} shows the new bio`);
    const html = await page(request, path);
    expect(html).not.toContain(`First bio ${id}.`);
    expect(html).toContain(htmlText("Guest columnist"));
  }
  expect((await json<{ bio: string; avatar: string }>(await request.get(`/api/authors/${guest.slug}`))).avatar).toContain(photo.name);
  // The photo is in use: the media library keeps it until the byline has another.
  const refused = await request.delete(`/api/admin/media/${photo.name}`, { headers: bearer(admin) });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: "media_in_use", message: expect.stringContaining("byline") });

  const { entries } = await json<AuditPage>(await request.get("/api/admin/audit?limit=50", { headers: bearer(admin) }));
  const entry = entries.find((candidate) => candidate.action === "byline_updated" && candidate.details.authorId === guest.id);
  expect(entry).toMatchObject({
    userName: "Maya Okafor",
    details: {
      name: guest.name,
      before: { bio: `First bio ${id}.`, avatar: null, role: "Contributing economist" },
      after: { bio: `Second bio ${id}.`, avatar: photo.name, role: "Guest columnist" },
    },
  });
  expect(entries.some((candidate) => candidate.action === "byline_created" && candidate.details.authorId === guest.id)).toBe(true);
});

test("a slug change keeps the old address working (308) and is refused to anyone else", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const id = unique();
  const writer = await newByline(request, editor, { name: `Slug Writer ${id}`, bio: `Slug bio ${id}.` });
  const post = await publishedArticle(request, editor, [writer.id]);
  const oldSlug = writer.slug;
  expect(await page(request, `/post/${post.id}`)).toContain(`/author/${oldSlug}`);

  const moved = await json<AdminByline>(
    await request.patch(`/api/admin/authors/${writer.id}`, { headers: bearer(editor), data: { slug: `renamed-${id}` } }),
  );
  expect(moved.url).toBe(`/author/renamed-${id}`);

  for (const [from, to] of [
    [`/author/${oldSlug}`, `/author/renamed-${id}`],
    [`/author/${oldSlug}/feed.xml`, `/author/renamed-${id}/feed.xml`],
    [`/api/authors/${oldSlug}`, `/api/authors/renamed-${id}`],
    [`/api/authors/${oldSlug}/posts?limit=2`, `/api/authors/renamed-${id}/posts?limit=2`],
  ] as const) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(308);
    expect(new URL(response.headers().location!, "http://x").pathname + new URL(response.headers().location!, "http://x").search).toBe(to);
  }
  expect(await page(request, `/author/renamed-${id}`)).toContain(`Slug bio ${id}.`);
  await until(
    async () => (await page(request, `/post/${post.id}`)).includes(`/author/renamed-${id}`),
    5_000,
    "the article links the new slug",
  );

  // The old slug still leads to this byline: nobody else may take it, but the byline may go back to it.
  const other = await newByline(request, editor, { name: `Other ${id}` });
  const refused = await request.patch(`/api/admin/authors/${other.id}`, { headers: bearer(editor), data: { slug: oldSlug } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: "author_slug_taken" });
  expect((await request.post("/api/admin/authors", { headers: bearer(editor), data: { name: "X", slug: oldSlug } })).status()).toBe(409);
  await json(await request.patch(`/api/admin/authors/${writer.id}`, { headers: bearer(editor), data: { slug: oldSlug } }));
  expect((await request.get(`/author/${oldSlug}`, { maxRedirects: 0 })).status()).toBe(200);
  const back = await request.get(`/author/renamed-${id}`, { maxRedirects: 0 });
  expect(back.status()).toBe(308);
  expect(back.headers().location).toContain(`/author/${oldSlug}`);
});
