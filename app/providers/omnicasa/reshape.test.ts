import { describe, expect, it } from "vitest";
import { pictureUrl, reshapeProperty } from "./reshape.ts";
import type { RawProperty } from "./raw-types.ts";

describe("pictureUrl", () => {
  it.each([
    ["https://pictures.omnicasa.com/1/a.jpg", "https://pictures.omnicasa.com/1/a.jpg"],
    ["//pictures.omnicasa.com/1/a.jpg", "https://pictures.omnicasa.com/1/a.jpg"],
    [" http://pictures.omnicasa.com/1/a.jpg ", "http://pictures.omnicasa.com/1/a.jpg"],
    ["/sample/pictures/4100001-1.jpg", "/sample/pictures/4100001-1.jpg"],
  ])("%j → %j", (url, expected) => expect(pictureUrl(url)).toBe(expected));
});

describe("reshapeProperty", () => {
  const base: RawProperty = { ID: "4100001", Goal: "0", Zip: 9255, City: "Buggenhout" };
  const item = (n: number, name: string) => ({
    ID: n,
    Url: `//pictures.omnicasa.com/${n}.jpg`,
    Width: "1600",
    Height: 1067,
    Name: name,
  });

  it("merges the languages: numbers from the main record, texts and captions from each", () => {
    const record = reshapeProperty({
      nl: { ...base, Title: "Rijwoning", Price: "339000", XLargePictureItems: [item(1, "Voorgevel"), item(2, "Tuin")] },
      fr: { ...base, Title: "Maison", Price: "1", XLargePictureItems: [item(1, "Façade"), item(2, "Jardin")] },
    });
    expect(record).toMatchObject({ id: 4100001, goal: 0, zip: "9255", price: 339000 });
    expect(record.texts).toEqual({ nl: { title: "Rijwoning" }, fr: { title: "Maison" } });
    expect(record.pictures).toEqual([
      {
        url: "https://pictures.omnicasa.com/1.jpg",
        width: 1600,
        height: 1067,
        caption: { nl: "Voorgevel", fr: "Façade" },
      },
      { url: "https://pictures.omnicasa.com/2.jpg", width: 1600, height: 1067, caption: { nl: "Tuin", fr: "Jardin" } },
    ]);
  });

  it.each<[string, Partial<RawProperty>, RawProperty["XLargePictureItem"][]]>([
    [
      "the single XLarge picture when there is no list",
      { XLargePictureItem: item(3, "Groot"), SmallPictureItem: item(4, "Klein") },
      [item(3, "Groot")],
    ],
    ["the small one when there is nothing else", { SmallPictureItem: item(4, "Klein") }, [item(4, "Klein")]],
    ["none", {}, []],
  ])("pictures: %s", (_name, raw, expected) => {
    expect(reshapeProperty({ nl: { ...base, ...raw } }).pictures.map((p) => p.url)).toEqual(
      expected.map((p) => `https:${p!.Url}`),
    );
  });
});
