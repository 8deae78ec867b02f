/** @jest-environment node */
import { revalidateTag } from "next/cache";
import type { SessionUser } from "@/lib/auth/current-user";
import { getDb } from "@/lib/db/connection";
import { ForbiddenError, NotFoundError } from "@/lib/errors";
import { createPage, deletePage, editPage, listOldAddresses, publishPage, removeOldAddress, unpublishPage } from "@/lib/newsroom/pages";
import { findPageRedirect, findPublishedPage } from "@/lib/pages/repository";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

// A renamed CMS page keeps its old addresses (lib/newsroom/pages.ts, page_redirects) on a real
// Postgres (PGlite): each leads to where the page is now while it is published, and each change
// revalidates exactly the addresses whose answer changed.

jest.mock("@/lib/db/connection", () => ({ getDb: jest.fn() }));
jest.mock("next/cache", () => ({ unstable_cache: (read: unknown) => read, revalidateTag: jest.fn() }));
// The body's rendering (the article editor's, tested on its own) needs a DOM this environment lacks.
jest.mock("@/lib/newsroom/body", () => ({
  bodyOf: (input: { description?: string }) => (input.description === undefined ? undefined : { html: input.description }),
}));

let database: TestDatabase;
const editor = { id: 1, role: "editor", twoFactorEnabled: true, secondFactor: true } as SessionUser;

beforeAll(async () => {
  database = await createTestDatabase();
  jest.mocked(getDb).mockResolvedValue(database.db);
}, 120_000);
afterAll(async () => {
  await database.dispose();
});
beforeEach(() => jest.mocked(revalidateTag).mockClear());

/** The tags revalidated since the last clear, sorted. */
const revalidated = () =>
  jest
    .mocked(revalidateTag)
    .mock.calls.map(([tag]) => tag)
    .sort();
const leadsTo = async (slug: string) => (await findPageRedirect(database.db, slug)) ?? null;

test("a published page's old slugs lead to its new one, each revalidated, and to nothing once it is unpublished or deleted", async () => {
  const { id } = await createPage(editor, { slug: "careers", title: "Careers", description: "<p>Join us.</p>" });
  await publishPage(editor, id);
  expect(revalidated()).toEqual(["page:careers", "pages"]);

  jest.mocked(revalidateTag).mockClear();
  await editPage(editor, id, { slug: "jobs" });
  expect(revalidated()).toEqual(["page:careers", "page:jobs", "pages"]);
  expect(await leadsTo("careers")).toBe("jobs");

  // A second move: the oldest address leads straight to the newest, and is rendered again too.
  jest.mocked(revalidateTag).mockClear();
  await editPage(editor, id, { slug: "work-with-us" });
  expect(revalidated()).toEqual(["page:careers", "page:jobs", "page:work-with-us", "pages"]);
  expect([await leadsTo("careers"), await leadsTo("jobs")]).toEqual(["work-with-us", "work-with-us"]);

  // An edit that keeps the slug changes no other address.
  jest.mocked(revalidateTag).mockClear();
  await editPage(editor, id, { title: "Work with us" });
  expect(revalidated()).toEqual(["page:work-with-us", "pages"]);

  // Back at an old address: answered there, never redirected to itself; the others lead to it.
  await editPage(editor, id, { slug: "careers" });
  expect((await findPublishedPage(database.db, "careers"))?.title).toBe("Work with us");
  expect([await leadsTo("careers"), await leadsTo("jobs"), await leadsTo("work-with-us")]).toEqual([null, "careers", "careers"]);

  jest.mocked(revalidateTag).mockClear();
  await unpublishPage(editor, id);
  expect(revalidated()).toEqual(["page:careers", "page:jobs", "page:work-with-us", "pages"]);
  expect(await leadsTo("jobs")).toBeNull();

  await publishPage(editor, id);
  expect(await leadsTo("jobs")).toBe("careers");
  jest.mocked(revalidateTag).mockClear();
  await deletePage(editor, id);
  expect(revalidated()).toEqual(["page:careers", "page:jobs", "page:work-with-us", "pages"]);
  expect(await leadsTo("jobs")).toBeNull();
});

test("a draft's renames revalidate nothing; its old slug leads to it once it is published", async () => {
  const { id } = await createPage(editor, { slug: "press", title: "Press", description: "<p>Contacts.</p>" });
  await editPage(editor, id, { slug: "press-room" });
  expect(revalidated()).toEqual([]);
  expect(await leadsTo("press")).toBeNull();
  await publishPage(editor, id);
  expect(revalidated()).toEqual(["page:press", "page:press-room", "pages"]);
  expect(await leadsTo("press")).toBe("press-room");
});

test("an old slug taken by another page: that page is answered there; when it moves on, the slug leads to it", async () => {
  const first = await createPage(editor, { slug: "team", title: "Team", description: "<p>Us.</p>" });
  await publishPage(editor, first.id);
  await editPage(editor, first.id, { slug: "people" });
  const second = await createPage(editor, { slug: "team", title: "The new team page", description: "<p>New.</p>" });
  await publishPage(editor, second.id);
  expect((await findPublishedPage(database.db, "team"))?.title).toBe("The new team page");
  await editPage(editor, second.id, { slug: "our-team" });
  expect(await leadsTo("team")).toBe("our-team");
});

test("a page's old addresses: listed without its own slug, removed one at a time, each removal revalidating that address alone", async () => {
  const { id } = await createPage(editor, { slug: "desk", title: "Desk", description: "<p>Us.</p>" });
  await publishPage(editor, id);
  for (const slug of ["newsroom", "the-desk", "desk"]) await editPage(editor, id, { slug });
  // Back at "desk": that row stays (it leads on if the page moves again) but is no old address now.
  const slugs = async () => (await listOldAddresses(editor, id)).map((old) => old.url);
  expect(await slugs()).toEqual(["/newsroom", "/the-desk"]);
  await expect(removeOldAddress(editor, id, "desk")).rejects.toBeInstanceOf(NotFoundError);

  jest.mocked(revalidateTag).mockClear();
  const { removed } = await removeOldAddress(editor, id, "newsroom");
  expect(removed).toEqual({ slug: "newsroom", url: "/newsroom" });
  expect(revalidated()).toEqual(["page:newsroom"]);
  expect([await leadsTo("newsroom"), await leadsTo("the-desk")]).toEqual([null, "desk"]);
  expect(await slugs()).toEqual(["/the-desk"]);
  await expect(removeOldAddress(editor, id, "newsroom")).rejects.toBeInstanceOf(NotFoundError);

  // Another page's old address is not this one's to remove; a draft's removal renders nothing again.
  const other = await createPage(editor, { slug: "other-desk", title: "Other", description: "<p>x</p>" });
  await expect(removeOldAddress(editor, other.id, "the-desk")).rejects.toBeInstanceOf(NotFoundError);
  await unpublishPage(editor, id);
  jest.mocked(revalidateTag).mockClear();
  await removeOldAddress(editor, id, "the-desk");
  expect(revalidated()).toEqual([]);
  expect(await slugs()).toEqual([]);
});

test("only editors and admins change pages", async () => {
  const author = { ...editor, role: "author" } as SessionUser;
  await expect(editPage(author, 1, { slug: "x" })).rejects.toBeInstanceOf(ForbiddenError);
  await expect(listOldAddresses(author, 1)).rejects.toBeInstanceOf(ForbiddenError);
  await expect(removeOldAddress(author, 1, "x")).rejects.toBeInstanceOf(ForbiddenError);
});
