// Time zones in the back office (issue 24): every time shown names its zone, and a schedule is a wall
// time in a zone the editor picks. Plain Intl (with the runtime's tz database, DST included): no
// library, and the same code in the browser and in unit tests.

/** The zones an editor schedules in: the two desks' own, and the editor's (the browser's). */
export const DESK_ZONES = [
  { id: "America/New_York", label: "New York" },
  { id: "Europe/London", label: "London" },
] as const;

/** A zone as an editor picks it for a schedule or an end time: their own (the browser's), or a desk's. */
export type ZoneChoice = "own" | (typeof DESK_ZONES)[number]["id"];
export const ZONE_CHOICES: readonly ZoneChoice[] = ["own", ...DESK_ZONES.map((desk) => desk.id)];

export function zoneOfChoice(choice: ZoneChoice): string {
  return choice === "own" ? ownZone() : choice;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function cached(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** The zone this code runs in (the browser's: the editor's own). */
export function ownZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

interface WallParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function parts(date: Date, timeZone: string): WallParts {
  const format = cached(
    `parts:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      }),
  );
  const found = format.formatToParts(date);
  const get = (type: keyof WallParts) => Number(found.find((part) => part.type === type)?.value ?? 0);
  return { year: get("year"), month: get("month"), day: get("day"), hour: get("hour"), minute: get("minute"), second: get("second") };
}

/** How far `timeZone`'s clocks are ahead of UTC at `date`, in milliseconds. */
export function zoneOffset(date: Date, timeZone: string): number {
  const p = parts(date, timeZone);
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wall - Math.floor(date.getTime() / 1000) * 1000;
}

const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant at which clocks in `timeZone` show `wallTime` (a `datetime-local` value,
 * "2026-11-26T16:05" or with seconds), or null for a value that is not one. A time the clocks skip
 * (spring forward) is read with the offset from before the change, so it lands that much later
 * (02:30 on a 02:00→03:00 night is 03:30); a time they show twice (fall back) is the first of the
 * two. Both as Temporal's "compatible" disambiguation does.
 */
export function wallTimeToUtc(wallTime: string, timeZone: string): Date | null {
  const match = WALL_TIME.exec(wallTime);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = Array.from({ length: 6 }, (_, index) => Number(match[index + 1] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // The offsets a day either side bracket any change of the clocks near this time.
  const before = zoneOffset(new Date(asUtc - 86_400_000), timeZone);
  const after = zoneOffset(new Date(asUtc + 86_400_000), timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => asUtc - offset)
    .filter((instant) => instant + zoneOffset(new Date(instant), timeZone) === asUtc)
    .sort((a, b) => a - b);
  return new Date(candidates[0] ?? asUtc - before);
}

/** An instant as a `datetime-local` value in `timeZone`, to the minute. */
export function toWallTime(date: Date, timeZone: string): string {
  const p = parts(date, timeZone);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${p.year}-${two(p.month)}-${two(p.day)}T${two(p.hour)}:${two(p.minute)}`;
}

/**
 * The zone's short name at that instant: "EST"/"EDT", "GMT"/"BST", "CET", else "GMT+9". en-US names
 * American zones and en-GB European ones; whichever gives a name rather than an offset wins.
 */
export function zoneAbbreviation(date: Date, timeZone: string): string {
  let fallback = "";
  for (const locale of ["en-US", "en-GB"]) {
    const format = cached(`name:${locale}:${timeZone}`, () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }));
    const name = format.formatToParts(date).find((part) => part.type === "timeZoneName")?.value ?? "";
    if (name && !/^(GMT|UTC)[+-]/.test(name)) return name;
    fallback ||= name;
  }
  return fallback || timeZone;
}

/** "26 Nov 2026, 16:05 EST": the day and time in `timeZone`, always with the zone named. */
export function formatInZone(date: Date, timeZone: string): string {
  const format = cached(
    `show:${timeZone}`,
    () =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone,
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }),
  );
  return `${format.format(date)} ${zoneAbbreviation(date, timeZone)}`;
}

/** A zone's name for people: the desks' by city, any other by its tz id's last part ("Asia/Tokyo" → "Tokyo"). */
export function zoneLabel(timeZone: string): string {
  const desk = DESK_ZONES.find((zone) => zone.id === timeZone);
  return desk ? desk.label : (timeZone.split("/").pop() ?? timeZone).replace(/_/g, " ");
}

/**
 * "26 Nov 2026, 16:05 GMT; 26 Nov 2026, 11:05 EST in New York": the instant in the picked zone,
 * then in each other zone an editor may pick that is not the same zone.
 */
export function inEveryZone(at: Date, choice: ZoneChoice): string {
  const zone = zoneOfChoice(choice);
  const others = [...new Set(ZONE_CHOICES.map(zoneOfChoice))].filter((other) => other !== zone);
  return [formatInZone(at, zone), ...others.map((other) => `${formatInZone(at, other)} in ${zoneLabel(other)}`)].join("; ");
}
