import { expect, test } from './fixtures';

// Regression: the staff app's JavaScript and CSS went out uncompressed (~880 kB for the ticket list).
test('the staff app arrives brotli-compressed, cached for good, and the page itself revalidated', async ({
  page,
}) => {
  const assets: { url: string; encoding?: string; vary?: string; cache?: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/assets/') || !/\.(js|css)$/.test(url.pathname)) return;
    const headers = response.headers();
    assets.push({
      url: url.pathname,
      encoding: headers['content-encoding'],
      vary: headers.vary,
      cache: headers['cache-control'],
    });
  });
  const document = await page.goto('/login');
  expect(document?.headers()['cache-control']).toBe('no-cache');
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();

  expect(assets.length).toBeGreaterThan(1);
  for (const asset of assets) {
    expect(asset).toEqual({
      url: asset.url,
      encoding: 'br',
      vary: 'Accept-Encoding',
      cache: 'public, max-age=31536000, immutable',
    });
  }
});
