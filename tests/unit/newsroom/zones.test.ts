/** @jest-environment node */
import { formatInZone, inEveryZone, ownZone, toWallTime, wallTimeToUtc, zoneAbbreviation, zoneLabel } from "@/lib/newsroom/zones";

// Scheduling in a zone the editor picks (issue 24): the wall time in that zone, converted to the UTC
// instant the API stores, across both desks' changes of the clocks.

const iso = (wall: string, zone: string) => wallTimeToUtc(wall, zone)?.toISOString();

describe("a wall time in a zone, as the instant it names", () => {
  test("London: GMT in winter, BST in summer", () => {
    expect(iso("2026-11-26T16:05", "Europe/London")).toBe("2026-11-26T16:05:00.000Z");
    expect(iso("2026-07-01T09:30", "Europe/London")).toBe("2026-07-01T08:30:00.000Z");
  });

  test("New York: EST in winter, EDT in summer; seconds are kept", () => {
    expect(iso("2026-11-26T16:05", "America/New_York")).toBe("2026-11-26T21:05:00.000Z");
    expect(iso("2026-07-01T09:30:15", "America/New_York")).toBe("2026-07-01T13:30:15.000Z");
  });

  test("the weeks when New York has changed its clocks and London has not", () => {
    // 2026: the US springs forward on 8 March, the UK on 29 March; 15 March is 4 hours apart, not 5.
    expect(iso("2026-03-15T09:30", "America/New_York")).toBe("2026-03-15T13:30:00.000Z");
    expect(iso("2026-03-15T13:30", "Europe/London")).toBe("2026-03-15T13:30:00.000Z");
  });

  test("either side of the change, the hour before and after", () => {
    expect(iso("2026-03-29T00:59", "Europe/London")).toBe("2026-03-29T00:59:00.000Z");
    expect(iso("2026-03-29T02:00", "Europe/London")).toBe("2026-03-29T01:00:00.000Z");
    expect(iso("2026-10-25T02:00", "Europe/London")).toBe("2026-10-25T02:00:00.000Z");
  });

  test("a time the clocks skip lands as late as the gap; a time they show twice is the first", () => {
    expect(iso("2026-03-08T02:30", "America/New_York")).toBe("2026-03-08T07:30:00.000Z"); // 03:30 EDT
    expect(iso("2026-03-29T01:30", "Europe/London")).toBe("2026-03-29T01:30:00.000Z"); // 02:30 BST
    expect(iso("2026-11-01T01:30", "America/New_York")).toBe("2026-11-01T05:30:00.000Z"); // 01:30 EDT, not EST
    expect(iso("2026-10-25T01:30", "Europe/London")).toBe("2026-10-25T00:30:00.000Z"); // 01:30 BST, not GMT
  });

  test("a zone east of UTC, and a half-hour one", () => {
    expect(iso("2026-11-27T09:00", "Asia/Tokyo")).toBe("2026-11-27T00:00:00.000Z");
    expect(iso("2026-11-27T09:00", "Asia/Kolkata")).toBe("2026-11-27T03:30:00.000Z");
  });

  test("what is not a wall time is null", () => {
    for (const value of ["", "2026-11-26", "2026-02-30T10:00", "2026-11-26T24:00", "2026-11-26T10:60", "tomorrow"]) {
      expect(wallTimeToUtc(value, "Europe/London")).toBeNull();
    }
  });

  test("an instant and back, in every zone of the desk", () => {
    const at = new Date("2026-11-26T21:05:00.000Z");
    for (const zone of ["America/New_York", "Europe/London", "Asia/Tokyo", "Australia/Adelaide"]) {
      expect(wallTimeToUtc(toWallTime(at, zone), zone)?.toISOString()).toBe(at.toISOString());
    }
    expect(toWallTime(at, "America/New_York")).toBe("2026-11-26T16:05");
  });
});

describe("a time shown with its zone named", () => {
  test("the desks' zones by their short names, summer and winter", () => {
    expect(formatInZone(new Date("2026-11-26T21:05:00Z"), "America/New_York")).toBe("26 Nov 2026, 16:05 EST");
    expect(formatInZone(new Date("2026-07-01T13:30:00Z"), "America/New_York")).toBe("1 Jul 2026, 09:30 EDT");
    expect(formatInZone(new Date("2026-11-26T16:05:00Z"), "Europe/London")).toBe("26 Nov 2026, 16:05 GMT");
    expect(formatInZone(new Date("2026-07-01T08:30:00Z"), "Europe/London")).toBe("1 Jul 2026, 09:30 BST");
  });

  test("any other zone by a name or its offset, never nameless", () => {
    expect(zoneAbbreviation(new Date("2026-01-10T12:00:00Z"), "Europe/Berlin")).toBe("CET");
    expect(zoneAbbreviation(new Date("2026-01-10T12:00:00Z"), "Asia/Tokyo")).toBe("GMT+9");
    expect(zoneAbbreviation(new Date("2026-01-10T12:00:00Z"), "UTC")).toBe("UTC");
  });

  test("zones for people: the desks by city, others by their last part", () => {
    expect(zoneLabel("Europe/London")).toBe("London");
    expect(zoneLabel("America/Los_Angeles")).toBe("Los Angeles");
  });

  test("an instant in the zone picked, then in each other zone an editor may pick, each once", () => {
    const at = new Date("2026-11-26T21:05:00Z");
    const own = ownZone();
    const shown = inEveryZone(at, "America/New_York").split("; ");
    expect(shown[0]).toBe("26 Nov 2026, 16:05 EST");
    expect(shown).toContain("26 Nov 2026, 21:05 GMT in London");
    // The editor's own zone is listed too, unless it is one of the desks'.
    expect(shown).toHaveLength(own === "America/New_York" || own === "Europe/London" ? 2 : 3);
    const fromOwn = inEveryZone(at, "own").split("; ");
    expect(fromOwn[0]).toBe(formatInZone(at, own));
    expect(fromOwn.filter((part) => part.startsWith("26 Nov 2026, 16:05 EST in New York"))).toHaveLength(
      own === "America/New_York" ? 0 : 1,
    );
  });
});
