/** @jest-environment node */
import { MemoryTier } from "@/server/page-cache/memory-tier";
import { decode, encode, memoryCost, tagsOf, TagClock, type Entry } from "@/server/page-cache/entry";
import { pageCacheTier } from "@/server/page-cache/second-tier";

describe("the page cache's memory tier", () => {
  it("never holds more bytes than its bound, dropping the least recently used first", () => {
    const memory = new MemoryTier<string>(1000);
    for (let index = 0; index < 500; index++) {
      memory.set(`/post/${index}`, `page ${index}`, 100);
      expect(memory.bytes).toBeLessThanOrEqual(1000);
    }
    expect(memory.size).toBe(10);
    // Reading an entry makes it the most recently used: the next one in drops another.
    expect(memory.get("/post/490")).toBe("page 490");
    memory.set("/post/new", "new", 100);
    expect(memory.get("/post/490")).toBe("page 490");
    expect(memory.get("/post/491")).toBeUndefined();
  });

  it("keeps nothing larger than its whole bound", () => {
    const memory = new MemoryTier<string>(1000);
    memory.set("/small", "small", 10);
    memory.set("/huge", "huge", 1001);
    expect(memory.get("/huge")).toBeUndefined();
    expect(memory.get("/small")).toBe("small");
  });
});

describe("the tag clock", () => {
  it("expires an entry made before one of its tags was revalidated, and only that", () => {
    const clock = new TagClock();
    clock.merge({ "post:1": 1000 });
    expect(clock.expired(["posts", "post:1"], 999)).toBe(true);
    expect(clock.expired(["posts", "post:1"], 1001)).toBe(false);
    expect(clock.expired(["post:2"], 1)).toBe(false);
    // An older revalidation arriving late (a replay) does not move the clock back.
    clock.merge({ "post:1": 500 });
    expect(clock.expired(["post:1"], 999)).toBe(true);
  });

  it("checks a tag against when what the entry shows of it was made, where that is earlier than the entry", () => {
    const clock = new TagClock();
    clock.merge({ "post:1": 1000 });
    expect(clock.expired(["menus", "post:1"], 2000)).toBe(false);
    expect(clock.expired(["menus", "post:1"], 2000, { "post:1": 900 })).toBe(true);
    expect(clock.expired(["menus", "post:1"], 2000, { menus: 900 })).toBe(false);
  });
});

describe("an entry on its way to a second tier", () => {
  it("comes back with Next's Buffers and Maps, and its tags from the page's header", () => {
    const value = {
      kind: "APP_PAGE",
      html: "<p>hi</p>",
      rscData: Buffer.from("rsc"),
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      headers: { "x-next-cache-tags": "posts,post:1,_N_T_/post/1" },
      status: 200,
    };
    const entry: Entry = { value, lastModified: 42, tags: tagsOf(value, ["menus"]) };
    const back = decode(encode(entry));
    expect(back).toEqual(entry);
    expect(Buffer.isBuffer((back.value as unknown as typeof value).rscData)).toBe(true);
    expect(back.tags).toEqual(["menus", "posts", "post:1", "_N_T_/post/1"]);
  });

  it("holds a page's HTML as UTF-8, not as two bytes a character once one is outside Latin-1, and gives the same string back", () => {
    const html = "<p>Prices rose 3.1 % — the most since 2022, a “sticky” rise: €, ¥, 𝔼.</p>".repeat(2000);
    const value = { kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: {}, segmentData: new Map<string, Buffer>() };
    const entry: Entry = { value, lastModified: 42, tags: ["post:1"] };
    const encoded = encode(entry);
    expect(encoded.length).toBeLessThan(Buffer.byteLength(html) + 1000);
    expect(encoded.length).toBeLessThan(html.length * 1.5);
    const back = decode(encoded);
    expect(back).toEqual(entry);
    expect((back.value as typeof value).html).toBe(html);
    // The memory tier holds the string itself: counted at up to two bytes a character.
    expect(memoryCost(entry, encoded)).toBeGreaterThanOrEqual(2 * html.length);
  });
});

describe("a render that raced a revalidation", () => {
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // No second tier here: the memory tier and the tag clock are what is tested.
  process.env.PAGE_CACHE_DISK = "false";
  const value = { kind: "APP_PAGE", html: "<p>hi</p>", headers: { "x-next-cache-tags": "post:1" }, status: 200 };
  /** A data read (unstable_cache) as the page cache keeps it. */
  const kept = (what: string) => ({ kind: "FETCH", data: { body: what }, revalidate: 86_400 });

  it("is kept dated by its request's start, so a revalidation made while it rendered expires it", async () => {
    const { default: PageCache } = await import("@/server/cache-handler");
    const { renderContext } = await import("@/server/render-context");
    const cache = new PageCache();
    const started = Date.now() - 1000;
    await renderContext().run({ startedAt: started }, async () => {
      // An edit lands while the page renders from what it read before.
      await cache.revalidateTag("post:1");
      await pause(5);
      await cache.set("/post/1", value as never, { tags: ["post:1"] });
    });
    expect(await cache.get("/post/1", { tags: ["post:1"] })).toBeNull();
    // Rendered after the edit: kept and served.
    await pause(5);
    await renderContext().run({ startedAt: Date.now() }, () => cache.set("/post/1", value as never, { tags: ["post:1"] }));
    expect(await cache.get("/post/1", { tags: ["post:1"] })).toMatchObject({ value: { html: "<p>hi</p>" } });
  });

  it("is dated, tag by tag, by the kept data it read: another worker's revalidation heard after the render began still expires it", async () => {
    const { default: PageCache } = await import("@/server/cache-handler");
    const { renderContext } = await import("@/server/render-context");
    const cache = new PageCache();
    const article = { ...value, headers: { "x-next-cache-tags": "post:2,menus" } };
    // The article's data and the menus, kept by earlier renders.
    await renderContext().run({ startedAt: Date.now() }, async () => {
      await cache.set("post-2", kept("the article as it was") as never, { fetchCache: true, tags: ["post:2"] });
      await cache.set("menus", kept("the menus") as never, { fetchCache: true, tags: ["menus"] });
    });
    await pause(5);
    // Another worker edits the article now; its revalidation reaches this one only after a render
    // began here, which reads the kept data (what the edit replaced) and keeps the page.
    const editedAt = Date.now();
    await pause(5);
    await renderContext().run({ startedAt: Date.now() }, async () => {
      expect(await cache.get("post-2", { kind: "FETCH", tags: ["post:2"] })).toMatchObject({ value: kept("the article as it was") });
      expect(await cache.get("menus", { kind: "FETCH", tags: ["menus"] })).not.toBeNull();
      await cache.set("/post/2", article as never, { tags: ["post:2", "menus"] });
    });
    expect(await cache.get("/post/2", { tags: ["post:2"] })).not.toBeNull();
    jest.spyOn(Date, "now").mockReturnValueOnce(editedAt);
    await cache.revalidateTag("post:2");
    expect(await cache.get("/post/2", { tags: ["post:2"] })).toBeNull();
  });

  it("is not expired by a revalidation it had heard of before it read the data: old data of other tags does not date it", async () => {
    const { default: PageCache } = await import("@/server/cache-handler");
    const { renderContext } = await import("@/server/render-context");
    const cache = new PageCache();
    const page = { ...value, headers: { "x-next-cache-tags": "posts,footer" } };
    // The footer's data, kept long ago.
    await renderContext().run({ startedAt: Date.now() - 60_000 }, () =>
      cache.set("footer", kept("the footer") as never, { fetchCache: true, tags: ["footer"] }),
    );
    // An article is published (the list's tag revalidated here), then the page renders: the list is
    // read afresh, the footer from the cache.
    await cache.revalidateTag("posts");
    await pause(5);
    await renderContext().run({ startedAt: Date.now() }, async () => {
      expect(await cache.get("list", { kind: "FETCH", tags: ["posts"] })).toBeNull();
      await cache.set("list", kept("the list with the new article") as never, { fetchCache: true, tags: ["posts"] });
      expect(await cache.get("footer", { kind: "FETCH", tags: ["footer"] })).not.toBeNull();
      await cache.set("/", page as never, { tags: ["posts", "footer"] });
    });
    // Served from the cache, not rendered on every request.
    expect(await cache.get("/", { tags: ["posts", "footer"] })).toMatchObject({ value: { html: "<p>hi</p>" } });
  });
});

describe("the page cache's second tier, by the configuration", () => {
  it("is Redis whenever REDIS_URL is set, else the folder unless PAGE_CACHE_DISK=false", () => {
    const url = "redis://cache:6379";
    expect(pageCacheTier({ REDIS_URL: url, PAGE_CACHE_DISK: true })).toEqual({ kind: "redis", url });
    expect(pageCacheTier({ REDIS_URL: url, PAGE_CACHE_DISK: false })).toEqual({ kind: "redis", url });
    expect(pageCacheTier({ REDIS_URL: undefined, PAGE_CACHE_DISK: true })).toEqual({ kind: "disk" });
    expect(pageCacheTier({ REDIS_URL: undefined, PAGE_CACHE_DISK: false })).toEqual({ kind: "memory" });
  });
});
