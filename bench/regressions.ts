import type { EngineResult } from './tickets-api.bench';

/** A ratio below this share of the committed one is a regression (generous on purpose). */
export const REGRESSION_SHARE = 0.5;

interface Committed {
  p95: number;
  ratio?: number;
}

const stem = (scenario: string) => scenario.replace(/(number|fragment) .*$/, '$1');
const key = (engine: string, scenario: string) => `${engine}|${stem(scenario)}`;

/**
 * The figures of a committed bench/results/tickets-api.md, per engine and scenario, from its
 * tables; of several sizes, the one closest to `rows` (ratios move little with size).
 */
export function readCommitted(markdown: string, rows: number): Map<string, Committed> {
  const found = new Map<string, Committed & { distance: number }>();
  let engine = '';
  let distance = Number.POSITIVE_INFINITY;
  for (const line of markdown.split('\n')) {
    const heading = /^## (SQLite|PostgreSQL): ([\d,]+) tickets/.exec(line);
    if (heading) {
      engine = heading[1] === 'SQLite' ? 'sqlite' : 'postgres';
      distance = Math.abs(Number(heading[2]?.replaceAll(',', '')) - rows);
      continue;
    }
    if (line.startsWith('## ')) engine = '';
    const cells = line.split('|').map((c) => c.trim());
    if (!engine || cells.length < 10 || !/^\d/.test(cells[2] ?? '')) continue;
    const name = key(engine, cells[1] ?? '');
    const previous = found.get(name);
    if (previous && previous.distance <= distance) continue;
    const ratio = Number(cells[8]);
    found.set(name, {
      p95: Number(cells[3]),
      ratio: Number.isFinite(ratio) ? ratio : undefined,
      distance,
    });
  }
  return found;
}

export interface Regression {
  lines: string[];
  /** Scenarios whose API ÷ baseline ratio fell below REGRESSION_SHARE of the committed one. */
  failed: string[];
}

/** The "Regressions" section: this run's ratio and p95 next to the committed ones. */
export function regressionSection(results: EngineResult[], committedMarkdown: string): Regression {
  const lines = [
    '## Regressions (against the previously committed results)',
    '',
    `A scenario regresses when its API ÷ baseline ratio falls below ${REGRESSION_SHARE}× the committed one ` +
      '(ratios, measured in one run, survive a loaded machine far better than milliseconds).',
    '',
    '| engine, rows | scenario | committed ratio | ratio now | committed API p95 ms | API p95 now | |',
    '|---|---|---:|---:|---:|---:|---|',
  ];
  const failed: string[] = [];
  for (const result of results) {
    const committed = readCommitted(committedMarkdown, result.rows);
    for (const s of result.scenarios) {
      const before = committed.get(key(result.engine, s.scenario));
      if (!before) continue;
      const ratio = s.baseRps ? s.apiRps / s.baseRps : undefined;
      const regressed =
        ratio !== undefined &&
        before.ratio !== undefined &&
        ratio < before.ratio * REGRESSION_SHARE;
      if (regressed) failed.push(`${result.engine} ${s.scenario}`);
      lines.push(
        `| ${result.engine} ${result.rows.toLocaleString('en')} | ${s.scenario} | ${before.ratio?.toFixed(2) ?? '–'} | ` +
          `${ratio?.toFixed(2) ?? '–'} | ${before.p95.toFixed(2)} | ${s.api.p95.toFixed(2)} | ${regressed ? 'REGRESSED' : ''} |`,
      );
    }
  }
  return { lines: [...lines, ''], failed };
}
