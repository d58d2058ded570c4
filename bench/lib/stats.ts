/** Latency figures in milliseconds from a list of samples. */
export interface Summary {
  n: number;
  p50: number;
  p95: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { n: sorted.length, p50: at(0.5), p95: at(0.95) };
}

/** Runs fn `warmup` times unmeasured, then `iterations` times, each timed on its own. */
export async function measure(
  iterations: number,
  fn: (i: number) => Promise<void>,
  warmup = Math.min(20, iterations),
): Promise<Summary> {
  for (let i = 0; i < warmup; i += 1) await fn(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const started = performance.now();
    await fn(warmup + i);
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}
