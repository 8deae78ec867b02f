// Timing helpers shared by the benchmarks.

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  max: number;
  samples: number;
}

/** The middle value (the upper one of an even count); NaN for none. */
export const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Runs `run` `warmup` times untimed, then `iterations` times timed; works for sync and async calls. */
export async function measureLatency(run: () => unknown, iterations: number, warmup = 20): Promise<Latency> {
  for (let i = 0; i < warmup; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
    max: samples[samples.length - 1] ?? NaN,
    samples: samples.length,
  };
}
