import { describe, expect, it } from "vitest";
import { buildCategoryTree, type CategoryItem, type CategoryNode } from "./category-tree.ts";

/** The tree as "label[children]" text, so a whole tree reads in one line. */
function outline(nodes: readonly CategoryNode[]): string {
  return nodes
    .map((node) => (node.children.length > 0 ? `${node.label}[${outline(node.children)}]` : node.label))
    .join(", ");
}

const item = (ID: number, ParentID: number | null, Name: string, WebID?: number | null): CategoryItem =>
  WebID === undefined ? { ID, ParentID, Name } : { ID, ParentID, Name, WebID };

describe("buildCategoryTree: nodes", () => {
  it("maps each item to id, parentid, value ('ID-Name'), label and the item itself", () => {
    const services = item(1, null, "Onze diensten", 0);
    const selling = item(10, 1, "Verkopen", 1);
    expect(buildCategoryTree([selling, services])).toStrictEqual([
      {
        id: 1,
        parentid: null,
        value: "1-Onze diensten",
        label: "Onze diensten",
        item: services,
        children: [{ id: 10, parentid: 1, value: "10-Verkopen", label: "Verkopen", item: selling, children: [] }],
      },
    ]);
  });

  it("keeps the caller's item type and extra fields", () => {
    const [root] = buildCategoryTree([{ ID: 1, ParentID: null, Name: "A", image: "/a.jpg" }]);
    expect(root?.item.image).toBe("/a.jpg");
  });

  it("gives no nodes for no items", () => expect(buildCategoryTree([])).toEqual([]));
});

describe("buildCategoryTree: order", () => {
  const items = [
    item(1, null, "Zonnepanelen", 1),
    item(6, null, "Eigendom", 3),
    item(5, null, "Fase 2"),
    item(7, null, "Appartementen", 0),
    item(2, null, "Ébénisterie", 3),
    item(3, null, "appartementen", null),
    item(4, null, "Fase 10", 2),
    item(8, null, "Elan", 4),
    item(20, 1, "zolder", 0),
    item(21, 1, "Élan", 9),
    item(25, 1, "Elan", 9),
    item(22, 1, "Dak", 5),
    item(23, 21, "b", 2),
    item(24, 21, "A", 1),
  ];

  it.each([
    [
      "label (the default)",
      undefined,
      "Appartementen, appartementen, Ébénisterie, Eigendom, Elan, Fase 2, Fase 10, Zonnepanelen[Dak, Élan[A, b], Elan, zolder]",
    ],
    [
      "label",
      "label",
      "Appartementen, appartementen, Ébénisterie, Eigendom, Elan, Fase 2, Fase 10, Zonnepanelen[Dak, Élan[A, b], Elan, zolder]",
    ],
    [
      "WebID, children still by label",
      "WebID",
      "Appartementen, Zonnepanelen[Dak, Élan[A, b], Elan, zolder], Fase 10, Ébénisterie, Eigendom, Elan, appartementen, Fase 2",
    ],
  ] as const)("roots by %s", (_name, sortKey, expected) => {
    expect(outline(buildCategoryTree(items, sortKey))).toBe(expected);
  });
});

describe("buildCategoryTree: broken configuration", () => {
  it.each([
    [
      "ParentID 0 with no category 0 (content/categories.json)",
      [item(1, 0, "Diensten"), item(10, 1, "Verkopen")],
      "Diensten[Verkopen]",
    ],
    ["a deleted parent", [item(10, 99, "Verkopen"), item(1, null, "Diensten")], "Diensten, Verkopen"],
    ["a category that is its own parent", [item(1, 1, "Diensten"), item(2, 1, "Kopen")], "Diensten[Kopen]"],
    ["two categories under each other", [item(1, 2, "A"), item(2, 1, "B")], "A[B]"],
    ["the same cycle listed the other way", [item(2, 1, "B"), item(1, 2, "A")], "B[A]"],
    ["a cycle of three", [item(1, 3, "A"), item(2, 1, "B"), item(3, 2, "C")], "A[B[C]]"],
    ["a category leading into a cycle, listed first", [item(9, 1, "X"), item(1, 2, "A"), item(2, 1, "B")], "A[B, X]"],
    ["a category leading into a cycle, listed last", [item(1, 2, "A"), item(2, 1, "B"), item(9, 1, "X")], "A[B, X]"],
  ])("%s", (_name, items, expected) => expect(outline(buildCategoryTree(items))).toBe(expected));
});
