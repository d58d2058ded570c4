import type { Browser } from '@playwright/test';
import { throttledPage } from '../lib/throttled-browser';

export interface PaintTiming {
  lcp: number;
  /** Time to the first byte of the document: the server's share. */
  ttfb: number;
}

/**
 * Largest Contentful Paint of one cold load on an emulated phone: the throttled profile of
 * bench/lib/throttled-browser.ts on a 412×823 screen at 1.75 DPR.
 */
export async function measureLcp(browser: Browser, url: string): Promise<PaintTiming> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
  });
  try {
    const page = await throttledPage(context);
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) (window as unknown as { lcp: number }).lcp = last.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    // Under the CPU slowdown the first paint can come after load; later candidates too.
    await page.waitForFunction(() => (window as unknown as { lcp?: number }).lcp !== undefined);
    await page.waitForTimeout(500);
    return await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      return {
        lcp: (window as unknown as { lcp: number }).lcp,
        ttfb: navigation?.responseStart ?? 0,
      };
    });
  } finally {
    await context.close();
  }
}
