import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

/**
 * The benches' throttled browser: Debian's Chromium, headless, and Lighthouse's mobile profile
 * (4× CPU slowdown; 150 ms round trip, 1.6 Mbps down / 750 kbps up) applied per page over CDP,
 * with the cache off so every load is cold.
 */
export const CPU_SLOWDOWN = 4;
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export function openBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A cold page slowed down as the profile says; `network: false` keeps the CPU slowdown only. */
export async function throttledPage(
  context: BrowserContext,
  options: { network: boolean } = { network: true },
): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (options.network) await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}
