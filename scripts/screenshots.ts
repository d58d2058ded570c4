// Screenshots of the counter's pages for docs/screenshots/: the dashboard, the ticket
// list and a staff ticket page, on a laptop (1366 × 768) and a phone (412 × 915), in Chromium.
// Run against a running app with demo data (README «Screenshot»):
//   npx tsx scripts/screenshots.ts --base http://127.0.0.1:3000 --email E --password P
import path from 'node:path';
import type { Page } from '@playwright/test';
import { launchChromium, screenshotArgs, signedInContext } from './lib/screenshot-session';

const args = screenshotArgs('scripts/screenshots.ts');

const DEVICES = {
  desktop: { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
  phone: { viewport: { width: 412, height: 915 }, deviceScaleFactor: 2, isMobile: true },
} as const;

/** Waits until the page shows its main heading and no loading text, then saves it. */
async function shoot(page: Page, route: string, file: string) {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !document.body.textContent?.includes('Caricamento'));
  await page.screenshot({ path: path.join(args.out, file), fullPage: false });
  process.stdout.write(`${file}: ${route}\n`);
}

const browser = await launchChromium();
try {
  for (const [name, device] of Object.entries(DEVICES)) {
    const context = await signedInContext(browser, args, device);
    const list = await context.request.get('/api/tickets?limit=1&status=In%20lavorazione');
    const [ticket] = ((await list.json()) as { items: { id: string }[] }).items;
    if (!ticket) throw new Error('Nessun ticket "In lavorazione": esegui prima npm run seed:demo');
    const page = await context.newPage();
    await shoot(page, '/dashboard', `dashboard-${name}.png`);
    await shoot(page, '/tickets', `ticket-list-${name}.png`);
    await shoot(page, `/tickets/${ticket.id}/dettagli`, `ticket-page-${name}.png`);
    await context.close();
  }
} finally {
  await browser.close();
}
