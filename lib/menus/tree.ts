// Editing a menu tree in the browser (/admin/menus): each operation answers a new tree and leaves the
// old one alone. An item is addressed by its path, the indexes from the top level down ([2, 0] is the
// first child of the third item). Plain functions: the editor imports them, the unit tests too.

export interface TreeItem<T> {
  children: T[];
}

export type TreePath = readonly number[];

/** The list that holds the item at `path`, changed by `change` (the tree as it was when there is none). */
function changeList<T extends TreeItem<T>>(tree: T[], parentPath: TreePath, change: (list: T[]) => T[]): T[] {
  if (parentPath.length === 0) return change(tree);
  const [first, ...rest] = parentPath;
  return tree.map((item, index) => (index === first ? { ...item, children: changeList(item.children, rest, change) } : item));
}

export function itemAt<T extends TreeItem<T>>(tree: T[], path: TreePath): T | undefined {
  let list = tree;
  let item: T | undefined;
  for (const index of path) {
    item = list[index];
    if (!item) return undefined;
    list = item.children;
  }
  return item;
}

const split = (path: TreePath) => ({ parent: path.slice(0, -1), index: path[path.length - 1] ?? 0 });

/** Levels below the item, itself included (a leaf is 1). */
export function levels<T extends TreeItem<T>>(item: T): number {
  return 1 + Math.max(0, ...item.children.map((child) => levels(child)));
}

export function replaceAt<T extends TreeItem<T>>(tree: T[], path: TreePath, item: T): T[] {
  const { parent, index } = split(path);
  return changeList(tree, parent, (list) => list.map((current, at) => (at === index ? item : current)));
}

export function removeAt<T extends TreeItem<T>>(tree: T[], path: TreePath): T[] {
  const { parent, index } = split(path);
  return changeList(tree, parent, (list) => list.filter((_, at) => at !== index));
}

/** Adds `item` at the end of the list under `parentPath` ([] for the top level). */
export function append<T extends TreeItem<T>>(tree: T[], parentPath: TreePath, item: T): T[] {
  if (parentPath.length === 0) return [...tree, item];
  const parent = itemAt(tree, parentPath);
  return parent ? replaceAt(tree, parentPath, { ...parent, children: [...parent.children, item] }) : tree;
}

/** Swaps the item with its neighbour above (-1) or below (+1); no change at either end. */
export function move<T extends TreeItem<T>>(tree: T[], path: TreePath, delta: -1 | 1): T[] {
  const { parent, index } = split(path);
  return changeList(tree, parent, (list) => {
    const target = index + delta;
    if (target < 0 || target >= list.length) return list;
    const next = [...list];
    [next[index], next[target]] = [next[target]!, next[index]!];
    return next;
  });
}

/** Whether `indent` can put the item under the one above it without nesting deeper than `maxDepth`. */
export function canIndent<T extends TreeItem<T>>(tree: T[], path: TreePath, maxDepth: number): boolean {
  const item = itemAt(tree, path);
  const { index } = split(path);
  return item !== undefined && index > 0 && path.length + levels(item) <= maxDepth;
}

/** Makes the item the last child of the item above it (the path it had is then that item's). */
export function indent<T extends TreeItem<T>>(tree: T[], path: TreePath, maxDepth: number): T[] {
  if (!canIndent(tree, path, maxDepth)) return tree;
  const { parent, index } = split(path);
  const item = itemAt(tree, path)!;
  const above = [...parent, index - 1];
  return append(removeAt(tree, path), above, item);
}

/** Moves a nested item out of its parent, to just below it. */
export function outdent<T extends TreeItem<T>>(tree: T[], path: TreePath): T[] {
  if (path.length < 2) return tree;
  const item = itemAt(tree, path)!;
  const { parent } = split(path);
  const { parent: grandparent, index: parentIndex } = split(parent);
  return changeList(removeAt(tree, path), grandparent, (list) => [...list.slice(0, parentIndex + 1), item, ...list.slice(parentIndex + 1)]);
}
