import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { whyRow } from './lighthouse-why';

const task = (file: string, startTime: number, duration: number) => ({
  url: `http://127.0.0.1:3917/assets/${file}`,
  startTime,
  duration,
});

/** The parts of a Lighthouse report the row reads, as Lighthouse 12 writes them. */
function report(): Result {
  const metric = (numericValue: number, score: number) => ({ numericValue, score });
  return {
    audits: {
      'first-contentful-paint': metric(2100, 0.79),
      'speed-index': metric(2100, 0.99),
      'largest-contentful-paint': metric(2800, 0.84),
      'total-blocking-time': metric(241, 0.85),
      'cumulative-layout-shift': metric(0, 1),
      'largest-contentful-paint-element': {
        details: {
          items: [
            {
              items: [
                {
                  node: {
                    nodeLabel: 'Valore del magazzino | a prezzo di vendita',
                    selector: 'section.mb-6 > dl.grid > div.rounded-lg > dt.text-sm',
                  },
                },
              ],
            },
            {
              items: [
                { phase: 'TTFB', timing: 470 },
                { phase: 'Render Delay', timing: 2290 },
              ],
            },
          ],
        },
      },
      'long-tasks': {
        details: {
          items: [
            task('index-D4x1eN9f.js', 900, 300), // before the first paint: not counted
            task('index-D4x1eN9f.js', 2900, 124),
            { url: 'Unattributable', startTime: 3000, duration: 80 },
            task('staff-shell-C6a-iEvk.js', 2700, 236),
            task('ui-C59lKNk7.js', 3100, 40), // not a long task
          ],
        },
      },
    },
  } as unknown as Result;
}

describe('whyRow', () => {
  it('names the points each metric lost (most first), the LCP element and the long tasks after the first paint', () => {
    expect(whyRow('/products', report())).toBe(
      '| /products | TBT 241 ms −4.5, LCP 2.8 s −4.0, FCP 2.1 s −2.1 | ' +
        '`dt` «Valore del magazzino / a prezzo di vendita»; first byte 0.5 s, then 2.3 s to render | ' +
        '236 ms staff-shell.js, 124 ms index.js, 80 ms browser |',
    );
  });
});
