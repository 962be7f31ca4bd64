/** A category as the configuration lists it (spec §3 "Category tree items"). */
export type CategoryItem = { ID: number; ParentID: number | null; Name: string; WebID?: number | null };

/** A node of the tree the category blocks and pickers render (spec §3: id, parentid, value, label, item). */
export type CategoryNode<T extends CategoryItem = CategoryItem> = {
  id: number;
  parentid: number | null;
  /** `${ID}-${Name}`: unique even when two categories share a name. */
  value: string;
  label: string;
  item: T;
  children: CategoryNode<T>[];
};

/** Dutch collation, accents and case ignored, numbers in numeric order ("Fase 2" before "Fase 10"). */
function compareLabels(a: CategoryNode, b: CategoryNode): number {
  return a.label.localeCompare(b.label, "nl", { sensitivity: "base", numeric: true });
}

/** WebID ascending, categories without one last; equal WebIDs by label. */
function compareWebIds(a: CategoryNode, b: CategoryNode): number {
  const left = a.item.WebID ?? Number.POSITIVE_INFINITY;
  const right = b.item.WebID ?? Number.POSITIVE_INFINITY;
  return left === right ? compareLabels(a, b) : left - right;
}

const ROOT_ORDER = { label: compareLabels, WebID: compareWebIds } as const;

/**
 * Whether following the parents from a category leads back to it. `seen` stops the walk on a
 * cycle that the category only leads into, so the walk always ends.
 */
function isInCycle<N>(node: N, parentOf: ReadonlyMap<N, N>): boolean {
  const seen = new Set<N>();
  for (let current = parentOf.get(node); current !== undefined && !seen.has(current); current = parentOf.get(current)) {
    if (current === node) return true;
    seen.add(current);
  }
  return false;
}

function sortChildren<T extends CategoryItem>(nodes: CategoryNode<T>[]): void {
  for (const node of nodes) {
    node.children.sort(compareLabels);
    sortChildren(node.children);
  }
}

/**
 * The category tree (spec §3): roots sorted by label, or by WebID when that sort key is given;
 * children always by label.
 *
 * Configuration is edited by hand, so the tree never trusts ParentID: a category whose parent is
 * not in the list (ParentID 0 in content/categories.json, or a deleted parent) is a root, and a
 * cycle of parents (A under B under A) is broken by making its first member in list order a root,
 * so every category appears exactly once.
 */
export function buildCategoryTree<T extends CategoryItem>(
  items: readonly T[],
  sortKey: "label" | "WebID" = "label",
): CategoryNode<T>[] {
  const nodes = items.map((item): CategoryNode<T> => ({
    id: item.ID,
    parentid: item.ParentID,
    value: `${item.ID}-${item.Name}`,
    label: item.Name,
    item,
    children: [],
  }));
  // Keyed by number | null so a root's ParentID (null) can be looked up: it is never found.
  const byId = new Map<number | null, CategoryNode<T>>(nodes.map((node) => [node.id, node]));
  const parentOf = new Map<CategoryNode<T>, CategoryNode<T>>();
  for (const node of nodes) {
    const parent = byId.get(node.parentid);
    if (parent) parentOf.set(node, parent);
  }
  for (const node of nodes) {
    if (isInCycle(node, parentOf)) parentOf.delete(node);
  }

  for (const [child, parent] of parentOf) parent.children.push(child);
  const roots = nodes.filter((node) => !parentOf.has(node));
  roots.sort(ROOT_ORDER[sortKey]);
  sortChildren(roots);
  return roots;
}
