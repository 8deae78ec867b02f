import { append, canIndent, indent, itemAt, move, outdent, removeAt, replaceAt } from "@/lib/menus/tree";

interface Node {
  name: string;
  children: Node[];
}
const n = (name: string, ...children: Node[]): Node => ({ name, children });
/** "A(B C) D": names, children in brackets. */
const show = (items: Node[]): string =>
  items.map((item) => (item.children.length ? `${item.name}(${show(item.children)})` : item.name)).join(" ");

const tree = [n("A", n("B"), n("C")), n("D"), n("E")];

test("move swaps an item with its neighbour, within its own level only", () => {
  expect(show(move(tree, [1], -1))).toBe("D A(B C) E");
  expect(show(move(tree, [0, 0], 1))).toBe("A(C B) D E");
  expect(move(tree, [0], -1)).toEqual(tree);
  expect(move(tree, [2], 1)).toEqual(tree);
  expect(show(tree)).toBe("A(B C) D E");
});

test("indent nests an item under the one above it, within the depth allowed", () => {
  expect(show(indent(tree, [1], 3))).toBe("A(B C D) E");
  expect(show(indent(tree, [0, 1], 3))).toBe("A(B(C)) D E");
  expect(canIndent(tree, [0], 3)).toBe(false);
  // B(C) under A is two levels plus A: 3 deep is allowed, a fourth is not.
  const deep = [n("A", n("B", n("C"))), n("D", n("E", n("F")))];
  expect(canIndent(deep, [1], 3)).toBe(false);
  expect(indent(deep, [1], 3)).toEqual(deep);
  expect(canIndent(deep, [1], 4)).toBe(true);
});

test("outdent moves a nested item to just below its parent; top-level items stay", () => {
  expect(show(outdent(tree, [0, 0]))).toBe("A(C) B D E");
  expect(show(outdent([n("A", n("B", n("C"), n("X")))], [0, 0, 0]))).toBe("A(B(X) C)");
  expect(outdent(tree, [1])).toEqual(tree);
});

test("add, replace and remove by path", () => {
  expect(show(append(tree, [1], n("New")))).toBe("A(B C) D(New) E");
  expect(show(append(tree, [], n("New")))).toBe("A(B C) D E New");
  expect(show(replaceAt(tree, [0, 1], n("Z")))).toBe("A(B Z) D E");
  expect(show(removeAt(tree, [0]))).toBe("D E");
  expect(itemAt(tree, [0, 1])?.name).toBe("C");
  expect(itemAt(tree, [5])).toBeUndefined();
});
