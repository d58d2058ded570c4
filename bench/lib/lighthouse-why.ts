import type { Result } from 'lighthouse';

/**
 * What a Lighthouse report says about where a route's performance points went: the points each
 * metric lost (its weight in the mobile score × what its own score missed), the LCP element and
 * how much of its time came after the first byte, and the long tasks after the first paint (the
 * ones Total Blocking Time counts), all in Lighthouse's simulated times. bench/lighthouse.ts
 * writes it for every route under 95 (decision 031: the trace that shows why).
 */
const WEIGHTS = {
  'first-contentful-paint': ['FCP', 10],
  'speed-index': ['SI', 10],
  'largest-contentful-paint': ['LCP', 25],
  'total-blocking-time': ['TBT', 30],
  'cumulative-layout-shift': ['CLS', 25],
} as const;

interface LcpDetails {
  items?: [
    { items?: { node?: { nodeLabel?: string; selector?: string } }[] },
    { items?: { phase: string; timing: number }[] }?,
  ];
}
interface LongTask {
  url: string;
  startTime: number;
  duration: number;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A built chunk's name without its content hash: staff-shell-C6a-iEvk.js → staff-shell.js. */
function scriptName(url: string): string {
  if (!url.startsWith('http')) return url === 'Unattributable' ? 'browser' : url;
  const file = new URL(url).pathname.split('/').pop() || 'page';
  return file.replace(/-[A-Za-z0-9_-]{8}\.js$/, '.js');
}

function lostPoints(lhr: Result): string {
  return Object.entries(WEIGHTS)
    .map(([id, [label, weight]]) => {
      const audit = lhr.audits[id];
      const lost = weight * (1 - (audit?.score ?? 0));
      return { label, lost, value: audit?.numericValue ?? 0 };
    })
    .filter((metric) => metric.lost >= 0.5)
    .sort((a, b) => b.lost - a.lost)
    .map(
      (m) =>
        `${m.label} ${m.label === 'TBT' ? `${Math.round(m.value)} ms` : seconds(m.value)} −${m.lost.toFixed(1)}`,
    )
    .join(', ');
}

function lcpElement(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as LcpDetails | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  const tag = node?.selector?.split(/[ >]+/).pop()?.split(/[.#]/)[0] ?? '?';
  const label = (node?.nodeLabel ?? '').replaceAll('|', '/').slice(0, 48);
  const phases = details?.items?.[1]?.items ?? [];
  const delay = phases.find((p) => p.phase === 'Render Delay')?.timing ?? 0;
  const firstByte = phases.find((p) => p.phase === 'TTFB')?.timing ?? 0;
  return `\`${tag}\` «${label}»; first byte ${seconds(firstByte)}, then ${seconds(delay)} to render`;
}

function tasksAfterFirstPaint(lhr: Result): string {
  const firstPaint = lhr.audits['first-contentful-paint']?.numericValue ?? 0;
  const items = (lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items;
  return (items ?? [])
    .filter((task) => task.startTime >= firstPaint && task.duration > 50)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 4)
    .map((task) => `${Math.round(task.duration)} ms ${scriptName(task.url)}`)
    .join(', ');
}

/** One markdown table row: | route | points lost | LCP element | long tasks after first paint |. */
export function whyRow(route: string, lhr: Result): string {
  return `| ${route} | ${lostPoints(lhr)} | ${lcpElement(lhr)} | ${tasksAfterFirstPaint(lhr) || 'none'} |`;
}

export const WHY_HEADER = [
  '| route | points lost (metric, value, points) | LCP element; its time | long tasks after the first paint |',
  '|---|---|---|---|',
];
