import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader } from "#app/routes/listings/listing-list.tsx";
import { load } from "#tests/setup/route-harness.ts";
import { openSampleCatalogue, type SampleCatalogue } from "#tests/setup/sample-catalogue.ts";

/**
 * Enter in the quick search box without a chosen suggestion (decision 0048): the box sends `q` to
 * the list page, whose loader leads on to a listing or a filtered list, or shows the text search.
 * The same request without JavaScript (a GET form). The reading rules themselves:
 * tests/integration/listing-search.test.ts "quick search on Enter".
 */
let sample: SampleCatalogue;
beforeAll(async () => {
  sample = await openSampleCatalogue();
});
afterAll(() => sample.close());

const enter = (path: string) => load(loader, path, sample.context());

describe("the list page reads the quick search's q", () => {
  it.each([
    ["/nl/te-koop/?q=huis", "/nl/te-koop/?type=1"],
    ["/fr/a-vendre/?q=maison", "/fr/a-vendre/?type=1"],
    ["/fr/a-vendre/?q=Termonde", "/fr/a-vendre/?city=Dendermonde"],
    ["/nl/te-koop/?q=9200", "/nl/te-koop/?city=9200"],
    ["/nl/te-koop/?q=Vakantiewoning", "/nl/vakantiewoningen/?type=10"],
  ])("%s → 302 %s", async (path, location) => {
    expect(await enter(path)).toMatchObject({ status: 302, location });
  });

  it("a reference opens the listing's page", async () => {
    const answer = await enter("/nl/te-koop/?q=4100002");
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/nl\/te-koop\/dendermonde\/.+\/4100002\/$/);
  });

  it("never ?city=huis with 0 listings: a type leads to listings of that type", async () => {
    const answer = await enter("/nl/te-koop/?q=huis");
    const list = await enter(answer.location!);
    expect(list.status).toBe(200);
    expect((list.data as { total: number }).total).toBe(2);
  });

  it("other text is searched in the titles and descriptions, on the list itself", async () => {
    const answer = await enter("/nl/te-koop/?q=zonnige+tuin");
    expect(answer.status).toBe(200);
    const data = answer.data as { total: number; cards: { id: number }[] };
    expect(data.total).toBe(1);
    expect(data.cards.map((card) => card.id)).toEqual([4100001]);
  });
});
