/**
 * Median and 90th percentile from a histogram of whole days (the report_turnaround rows): the
 * smallest value with at least that share of the tickets at or below it (nearest rank).
 */
export function percentiles(bins: ReadonlyMap<number, number>) {
  const values = [...bins.entries()].sort((a, b) => a[0] - b[0]);
  const total = values.reduce((sum, [, count]) => sum + count, 0);
  const rank = (share: number) => {
    if (total === 0) return null;
    const wanted = Math.ceil(share * total);
    let seen = 0;
    for (const [days, count] of values) {
      seen += count;
      if (seen >= wanted) return days;
    }
    return null;
  };
  return { tickets: total, median_days: rank(0.5), p90_days: rank(0.9) };
}

/** Rows of (group, value, count) into one histogram per group, groups in first-seen order. */
export function histograms<K>(rows: readonly { key: K; days: number; tickets: number }[]) {
  const out = new Map<K, Map<number, number>>();
  for (const row of rows) {
    const bins = out.get(row.key) ?? new Map<number, number>();
    bins.set(row.days, (bins.get(row.days) ?? 0) + row.tickets);
    out.set(row.key, bins);
  }
  return out;
}
