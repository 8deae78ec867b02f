import { expect, test } from "@playwright/test";
import type { MenuItem } from "@/lib/menus/types";
import { seedFooterMenu, seedHeaderMenu } from "@/lib/db/seed/menus";
import type { SeedMenuItem } from "@/lib/db/seed/types";
import type { PostSummary } from "@/lib/posts/types";

function shape(items: (MenuItem | SeedMenuItem)[]): unknown[] {
  return items.map((item) => ({ name: item.name, url: item.url, children: shape(item.children ?? []) }));
}

for (const path of ["/menus", "/api/menus"]) {
  test(`GET ${path} answers the nested header and footer menus`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const menus = (await response.json()) as MenuItem[];
    expect(shape(menus.filter((item) => item.location === "header"))).toEqual(shape(seedHeaderMenu));
    expect(shape(menus.filter((item) => item.location === "footer"))).toEqual(shape(seedFooterMenu));
    expect(menus.some((item) => item.children.length > 0)).toBe(true);
  });
}

test("GET /api/menus?location= filters, and refuses unknown locations", async ({ request }) => {
  const footer = (await (await request.get("/api/menus?location=footer")).json()) as MenuItem[];
  expect(footer.length).toBe(seedFooterMenu.length);
  expect(footer.every((item) => item.location === "footer")).toBe(true);
  const bad = await request.get("/api/menus?location=sidebar");
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ message: "location must be header or footer.", code: "invalid_request" });
});

test("menu items carry the spec's style fields where set", async ({ request }) => {
  const menus = (await (await request.get("/menus")).json()) as MenuItem[];
  const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...flat(item.children)]);
  const styled = flat(menus).filter((item) => item.font_weight || item.color || item.style || item.font_family || item.font_size);
  expect(styled.length).toBeGreaterThan(0);
});

test("GET /api/uploads/{name} serves a post's image with its type and long cache headers", async ({ request }) => {
  const posts = (await (await request.get("/api/posts?limit=50")).json()) as PostSummary[];
  const withImage = posts.find((post) => post.featured_image_name);
  expect(withImage).toBeDefined();
  const response = await request.get(withImage?.image ?? "");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/svg+xml");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain("sandbox");
  expect((await response.text()).startsWith("<svg")).toBe(true);
});

test("GET /api/uploads refuses traversal and unknown files with a JSON 404", async ({ request }) => {
  for (const name of ["..%2F..%2Fpackage.json", "%2E%2E%2Fpglite", "missing.svg", "notes.txt", ".env"]) {
    const response = await request.get(`/api/uploads/${name}`);
    expect(response.status(), name).toBe(404);
    expect(await response.json()).toEqual({ message: "Upload not found.", code: "upload_not_found" });
  }
});
