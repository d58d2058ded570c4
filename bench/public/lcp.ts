import { type Browser, chromium } from '@playwright/test';

/**
 * Largest Contentful Paint of one cold load on an emulated phone: Lighthouse's mobile profile
 * (4× CPU slowdown, 150 ms round trip, 1.6 Mbps down / 750 kbps up, 412×823 at 1.75 DPR).
 */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export async function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

export interface PaintTiming {
  lcp: number;
  /** Time to the first byte of the document: the server's share. */
  ttfb: number;
}

export async function measureLcp(browser: Browser, url: string): Promise<PaintTiming> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'it-IT',
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
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
