import sharp from 'sharp';
import { expect, test } from './fixtures';
import { setUpShop } from './support/public-form';

test.use({ viewport: { width: 390, height: 844 } });

test("a wide shop logo is readable on a phone's public page, not squeezed into 56 px", async ({
  page,
  adminApi,
  baseURL,
}) => {
  await setUpShop(adminApi, baseURL);
  // Whichever logo is set now, the browser gets a wide one (400 × 100), as many shops have.
  const wide = await sharp({
    create: { width: 400, height: 100, channels: 3, background: { r: 20, g: 60, b: 160 } },
  })
    .png()
    .toBuffer();
  await page.route(/\/api\/(public\/)?logo/, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: wide }),
  );
  await page.goto('/public/tickets/new');
  const logo = page.getByRole('img', { name: 'Logo Riparazioni E2E' });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  const box = await logo.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(200);
  expect(box?.height).toBeGreaterThanOrEqual(48);
  // It still fits the screen.
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
});
