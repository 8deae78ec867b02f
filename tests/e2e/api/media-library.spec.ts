import type { APIRequestContext } from "@playwright/test";
import type { MediaItem, MediaPage, MediaUsage } from "@/lib/media/types";
import type { AdminPost, AuditPage } from "@/lib/newsroom/types";
import { pngImage } from "@/tests/support/media-fixtures";
import { DEMO_STAFF_PASSWORD } from "../support/services";
import { bearer, expect, newSignedInReader, seedStaffToken, test } from "../support/accounts";
import { unique } from "../support/http";

// The media library as the desk uses it (issue 24): searching it, editing an image's texts (audited)
// and finding where an image is used, against the production build.

test.describe.configure({ timeout: 120_000 });

async function upload(request: APIRequestContext, token: string, alt: string, caption?: string): Promise<MediaItem> {
  const response = await request.post("/api/admin/media", {
    headers: bearer(token),
    multipart: {
      file: { name: "desk.png", mimeType: "image/png", buffer: await pngImage(330, 200) },
      alt,
      ...(caption ? { caption } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MediaItem;
}

async function search(request: APIRequestContext, token: string, q: string): Promise<string[]> {
  const response = await request.get(`/api/admin/media?q=${encodeURIComponent(q)}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as MediaPage).items.map((item) => item.name);
}

const drafts: number[] = [];
test.afterAll(async ({ request }) => {
  const admin = await seedStaffToken(request, "admin");
  for (const id of drafts)
    await request.delete(`/api/admin/posts/${id}`, { headers: bearer(admin), data: { password: DEMO_STAFF_PASSWORD } });
});

test("search: by alt text, caption or file name, in any case, newest first; wildcards are plain characters; too long is a 400", async ({
  request,
}) => {
  const editor = await seedStaffToken(request, "editor");
  const word = unique();
  const harbour = await upload(request, editor, `Harbour cranes ${word}alt`);
  const floor = await upload(request, editor, "A trading floor", `Closing bell ${word}cap`);
  const both = await upload(request, editor, `Dockside ${word}alt`, `Also ${word}cap`);

  expect(await search(request, editor, `${word}ALT`)).toEqual([both.name, harbour.name]);
  expect(await search(request, editor, `${word}cap`)).toEqual([both.name, floor.name]);
  expect(await search(request, editor, word)).toEqual([both.name, floor.name, harbour.name]);
  expect(await search(request, editor, harbour.name.slice(6, 20))).toEqual([harbour.name]);
  expect(await search(request, editor, `%${word}`)).toEqual([]);
  expect(await search(request, editor, `${word}_lt`)).toEqual([]);

  // A search pages like the whole library.
  const first = (await (await request.get(`/api/admin/media?q=${word}&limit=2`, { headers: bearer(editor) })).json()) as MediaPage;
  expect(first.items.map((item) => item.name)).toEqual([both.name, floor.name]);
  const rest = (await (
    await request.get(`/api/admin/media?q=${word}&limit=2&cursor=${first.nextCursor}`, { headers: bearer(editor) })
  ).json()) as MediaPage;
  expect([rest.items.map((item) => item.name), rest.nextCursor]).toEqual([[harbour.name], null]);

  const long = await request.get(`/api/admin/media?q=${"x".repeat(101)}`, { headers: bearer(editor) });
  expect(long.status()).toBe(400);
  expect(await long.json()).toMatchObject({ code: "invalid_media_query", message: expect.any(String), errors: { q: expect.any(String) } });
});

test("editing alt text and caption is audited with the texts before and after; another's image needs an editor", async ({ request }) => {
  const contributor = await seedStaffToken(request, "contributor");
  const editor = await seedStaffToken(request, "editor");
  const word = unique();
  const image = await upload(request, contributor, `Bond chart ${word}`);

  const edited = await request.patch(`/api/admin/media/${image.name}`, {
    headers: bearer(editor),
    data: { alt: `Ten-year yields ${word}`, caption: "Source: Treasury" },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  expect(await edited.json()).toMatchObject({ name: image.name, alt: `Ten-year yields ${word}`, caption: "Source: Treasury" });
  expect(await search(request, editor, `Ten-year yields ${word}`)).toEqual([image.name]);
  expect(await search(request, editor, `Bond chart ${word}`)).toEqual([]);

  const audit = (await (
    await request.get("/api/admin/audit", { headers: bearer(await seedStaffToken(request, "admin")) })
  ).json()) as AuditPage;
  const entry = audit.entries.find((candidate) => candidate.action === "media_updated" && candidate.details.name === image.name);
  expect(entry?.details).toEqual({
    name: image.name,
    before: { alt: `Bond chart ${word}`, caption: null },
    after: { alt: `Ten-year yields ${word}`, caption: "Source: Treasury" },
  });

  const other = await upload(request, editor, `An editor's image ${word}`);
  const refused = await request.patch(`/api/admin/media/${other.name}`, { headers: bearer(contributor), data: { alt: "Mine now" } });
  expect(refused.status()).toBe(403);
  expect(await refused.json()).toMatchObject({ code: "media_edit_forbidden", message: expect.any(String) });
});

test("usage: the articles (featured image, body) and the bylines that show an image, with their addresses", async ({ request }) => {
  const editor = await seedStaffToken(request, "editor");
  const word = unique();
  const image = await upload(request, editor, `Used image ${word}`);
  const unused = await upload(request, editor, `Unused image ${word}`);
  const path = (name: string) => `/api/admin/media/${name}/usage`;

  const usage = async (name: string) => {
    const response = await request.get(path(name), { headers: bearer(editor) });
    expect(response.status(), await response.text()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("no-store");
    return (await response.json()) as MediaUsage;
  };
  expect(await usage(image.name)).toEqual({ articles: [], bylines: [] });

  const featured = (await (
    await request.post("/api/admin/posts", {
      headers: bearer(editor),
      data: {
        title: `Featured ${word}`,
        description: `<p>Body.</p><p><img src="${image.url}" alt="Again"></p>`,
        category_id: 2,
        featured_image_name: image.name,
        featured_image_alt: "Used",
      },
    })
  ).json()) as AdminPost;
  drafts.push(featured.id);
  const inBody = (await (
    await request.post("/api/admin/posts", {
      headers: bearer(editor),
      data: { title: `In the body ${word}`, description: `<p><img src="${image.url}" alt="Chart"></p>`, category_id: 2 },
    })
  ).json()) as AdminPost;
  drafts.push(inBody.id);
  const byline = await request.post("/api/admin/authors", {
    headers: bearer(editor),
    data: { name: `Photo byline ${word}`, avatar: image.name },
  });
  expect(byline.status(), await byline.text()).toBe(201);
  const { id: bylineId, slug } = (await byline.json()) as { id: number; slug: string };

  expect(await usage(image.name)).toEqual({
    articles: [
      { id: featured.id, title: `Featured ${word}`, status: "draft", url: `/post/${featured.id}`, uses: ["featured_image", "body"] },
      { id: inBody.id, title: `In the body ${word}`, status: "draft", url: `/post/${inBody.id}`, uses: ["body"] },
    ],
    bylines: [{ id: bylineId, name: `Photo byline ${word}`, slug, url: `/author/${slug}` }],
  });
  expect(await usage(unused.name)).toEqual({ articles: [], bylines: [] });

  // A deleted article no longer counts.
  const admin = await seedStaffToken(request, "admin");
  const removed = await request.delete(`/api/admin/posts/${inBody.id}`, {
    headers: bearer(admin),
    data: { password: DEMO_STAFF_PASSWORD },
  });
  expect(removed.status(), await removed.text()).toBe(200);
  expect((await usage(image.name)).articles.map((article) => article.id)).toEqual([featured.id]);

  const missing = await request.get(path("media-0000000000000000.png"), { headers: bearer(editor) });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ code: "media_not_found", message: expect.any(String) });
  expect((await request.get(path(image.name))).status()).toBe(401);
  const { token: reader } = await newSignedInReader(request);
  const forbidden = await request.get(path(image.name), { headers: bearer(reader) });
  expect(forbidden.status()).toBe(403);
  expect(await forbidden.json()).toMatchObject({ code: "staff_only" });
});
