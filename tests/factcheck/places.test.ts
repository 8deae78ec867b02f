/** @jest-environment node */
import { getOfficialData } from "@/lib/factcheck/official-data";
import { displayName, dominantPlace, findPlaces } from "@/lib/factcheck/places";

const data = getOfficialData();
const codes = (text: string) => findPlaces(data, text).map((p) => p.code ?? `outside:${p.raw}`);

describe("entity resolution", () => {
  it.each([
    ["Germany's economy", ["DEU"]],
    ["German inflation", ["DEU"]],
    ["the U.S. economy", ["USA"]],
    ["US and UK", ["USA", "GBR"]],
    ["Britain and the eurozone", ["GBR", "EMU"]],
    ["the euro-area and the EU", ["EMU", "EUU"]],
    ["South Korea and Korea", ["KOR", "KOR"]],
    ["Côte d’Ivoire and Ivory Coast", ["CIV", "CIV"]],
    ["sub-Saharan Africa", ["SSF"]],
    ["Latin American growth", ["LCN"]],
    ["the world economy", ["WLD"]],
    ["US-China trade", ["USA", "CHN"]],
    ["in the US.", ["USA"]],
  ])("%s", (text, expected) => {
    expect(codes(text)).toEqual(expected);
  });

  it("matches short upper-case aliases case-sensitively", () => {
    expect(codes("us and uk and eu")).toEqual([]);
    expect(codes("talk to us")).toEqual([]);
  });

  it("requires a capital for one-word names (turkey, china, chad)", () => {
    expect(codes("a turkey dinner on fine china")).toEqual([]);
    expect(codes("Turkey and China")).toEqual(["TUR", "CHN"]);
  });

  it("marks ambiguous forms as hints", () => {
    const [korea] = findPlaces(data, "Korea's exports");
    expect(korea).toMatchObject({ code: "KOR", hint: true });
    const [georgia] = findPlaces(data, "Georgia's economy");
    expect(georgia?.hint).toBe(true);
  });

  it("recognises places the snapshot does not cover", () => {
    const [california] = findPlaces(data, "California's GDP");
    expect(california).toMatchObject({ code: null });
    expect(california?.outside).toMatch(/US state/);
    expect(findPlaces(data, "G20 growth")[0]?.outside).toMatch(/G20/);
  });

  it("ignores place names inside institution names", () => {
    expect(codes("the Bank of England and the World Bank said")).toEqual([]);
    expect(codes("London-based analysts")).toEqual([]);
  });

  it("finds the article's dominant place, ignoring hints", () => {
    const mentions = findPlaces(data, "Germany grew. German inflation fell. France and the world");
    expect(dominantPlace(mentions)).toBe("DEU");
  });

  it("uses reader-facing names", () => {
    expect(displayName(data, "KOR")).toBe("South Korea");
    expect(displayName(data, "WLD")).toBe("the world");
    expect(displayName(data, "DEU")).toBe("Germany");
  });
});
