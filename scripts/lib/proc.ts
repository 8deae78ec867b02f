// CPU time of a server's processes from /proc: what the benchmarks count instead of wall time on a
// machine that other work slows. Linux only.
import { execFileSync } from "node:child_process";
import fs from "node:fs";

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** CPU seconds (user and system, every thread) the processes have used so far. */
export function cpuSeconds(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      // After the command's closing parenthesis: state is field 3, utime 14 and stime 15.
      const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
      total += (Number(fields[11]) + Number(fields[12])) / TICKS;
    } catch {
      // the process has gone
    }
  }
  return total;
}

export function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)])
      .toString()
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/** A process and its children (a cluster's workers). */
export const processTree = (pid: number): number[] => [pid, ...childrenOf(pid)];

/**
 * Waits until the processes use less than a tenth of a core over a second (work a pass left under
 * way — renders of requests it cut off — must not be counted in the next), at most `limitMs`.
 * Returns how long it waited.
 */
export async function settle(pids: () => number[], limitMs = 120_000): Promise<number> {
  const started = Date.now();
  let before = cpuSeconds(pids());
  while (Date.now() - started < limitMs) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const now = cpuSeconds(pids());
    if (now - before < 0.1) break;
    before = now;
  }
  return Date.now() - started;
}
