import type { menuItems } from "@/lib/db/schema";
import { buildMenuTree } from "@/lib/menus/repository";

type Row = typeof menuItems.$inferSelect;
const row = (id: number, parentId: number | null, position: number, extra: Partial<Row> = {}): Row => ({
  id,
  parentId,
  location: "header",
  position,
  name: `Item ${id}`,
  url: `/item-${id}`,
  fontFamily: null,
  fontSize: null,
  fontWeight: null,
  color: null,
  style: null,
  footerColumn: null,
  ...extra,
});

test("nests children under their parents in position order, at any depth", () => {
  const tree = buildMenuTree([row(3, 1, 1), row(1, null, 1), row(2, null, 0), row(4, 1, 0), row(5, 4, 0)]);
  expect(tree.map((item) => item.id)).toEqual([2, 1]);
  expect(tree[1]?.children.map((item) => item.id)).toEqual([4, 3]);
  expect(tree[1]?.children[0]?.children.map((item) => item.id)).toEqual([5]);
});

test("carries only the style fields that are set, under the spec's names", () => {
  const [item] = buildMenuTree([row(1, null, 0, { fontWeight: "700", color: "#c62828", style: "underline" })]);
  expect(item).toEqual({
    id: 1,
    name: "Item 1",
    url: "/item-1",
    location: "header",
    font_weight: "700",
    color: "#c62828",
    style: "underline",
    children: [],
  });
});

test("a footer link carries its column", () => {
  const [link] = buildMenuTree([row(1, null, 0, { location: "footer", footerColumn: "legal" })]);
  expect(link).toEqual({ id: 1, name: "Item 1", url: "/item-1", location: "footer", column: "legal", children: [] });
});

test("an item whose parent is missing is kept at the top level", () => {
  expect(buildMenuTree([row(7, 99, 0)]).map((item) => item.id)).toEqual([7]);
});
