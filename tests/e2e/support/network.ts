import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` (as `page.route` takes it) until the returned function is
 * called, then lets them through: a test sees what the page shows while an answer is late.
 */
export async function holdRequests(
  page: Page,
  url: Parameters<Page['route']>[0],
): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
