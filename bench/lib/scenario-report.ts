import type { DialectName } from '../../src/server/db/database';
import type { MeasuredScenario } from './scenarios';

/** One engine and size of a results file: its heading, its table and any lines it adds below. */
export interface ReportSection {
  engine: DialectName;
  /** What was seeded, after the engine's name: "100,000 tickets (seeded in 12 s)". */
  heading: string;
  scenarios: MeasuredScenario[];
  after?: string[];
}

const ms = (v: number) => v.toFixed(1);

/**
 * A bench/results/*.md file: the title, a paragraph on how it ran, then per engine and size a
 * p50/p95 table. The shape is what earlier results were committed in, so diffs compare figures.
 */
export function renderScenarioReport(
  title: string,
  intro: string,
  sections: ReportSection[],
): string {
  const lines = [`# ${title}`, '', intro, ''];
  for (const section of sections) {
    lines.push(
      `## ${section.engine === 'sqlite' ? 'SQLite' : 'PostgreSQL'}: ${section.heading}`,
      '',
      '| scenario | p50 ms | p95 ms |',
      '|---|---:|---:|',
      ...section.scenarios.map(
        (s) => `| ${s.name} | ${ms(s.summary.p50)} | ${ms(s.summary.p95)} |`,
      ),
      '',
      ...(section.after ?? []),
    );
  }
  return lines.join('\n');
}

/** The date and Node version a results file says it was generated on. */
export function generatedOn(): string {
  return `${new Date().toISOString().slice(0, 10)}, Node ${process.version}`;
}
