// Screenshots of the counter, part two, on the counter's tablet (820 × 1180) for
// docs/screenshots/: the intake checks with the signature, the staff page's checks, a warranty
// return, the price list, the quote's warehouse picker with Scansiona and Settings → Accettazione.
// Run against a running app with demo data (README «Schermate»); it adds a price-list entry and
// two tickets of one IMEI:
//   npx tsx scripts/screenshots-counter.ts --base http://127.0.0.1:3000 --email E --password P
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { launchChromium, screenshotArgs, signedInContext } from './lib/screenshot-session';

const args = screenshotArgs('scripts/screenshots-counter.ts');

async function save(page: Page, file: string, focus?: Locator) {
  if (focus) await focus.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(args.out, file) });
  process.stdout.write(`${file}\n`);
}

const browser = await launchChromium();
try {
  const context = await signedInContext(browser, args, {
    viewport: { width: 820, height: 1180 },
    deviceScaleFactor: 1,
    hasTouch: true,
  });
  const api = context.request;
  // A serial number (a 15-digit IMEI would need its check digit).
  const serial = `SN${Date.now()}`;
  const customer = { customer_name: 'Giulia Bianchi', customer_email: 'giulia.bianchi@example.it' };
  const device = { ...customer, device_type: 'iPhone 13', imei: serial };
  await api.post('/api/price-list', {
    data: { brand: 'Apple', model: 'iPhone 13', repair: 'Sostituzione display', price: '189,90' },
  });
  const first = await api.post('/api/tickets', {
    data: { ...device, description: 'Display rotto' },
  });
  if (!first.ok()) throw new Error(`Ticket non creato: ${await first.text()}`);
  const delivered = (await first.json()) as { id: string; version: number };
  await api.patch(`/api/tickets/${delivered.id}`, {
    data: { version: delivered.version, status: 'Chiuso' },
  });
  const again = await api.post('/api/tickets', {
    data: { ...device, description: 'Il display sostituito non risponde al tocco' },
  });
  const { id: returnId } = (await again.json()) as { id: string };

  const page = await context.newPage();
  await page.goto('/tickets/new');
  await page.getByRole('button', { name: 'Controlli all’accettazione e firma' }).click();
  const checks = page.getByRole('group', { name: 'Controlli all’accettazione e firma' });
  await checks.getByRole('radiogroup', { name: 'Accensione' }).getByLabel('OK').check();
  await checks.getByRole('radiogroup', { name: 'Display' }).getByLabel('Non funzionante').check();
  await checks.getByRole('button', { name: 'Fai firmare il cliente' }).click();
  await save(page, 'counter-intake-tablet.png', checks.getByRole('radiogroup').nth(4));

  await page.goto(`/tickets/${returnId}/dettagli`);
  await page.getByText('In garanzia').first().waitFor();
  await save(page, 'counter-warranty-tablet.png');
  const section = page.getByRole('region', { name: 'Controlli e firme' });
  await section.getByRole('button', { name: 'Apri controlli e firme' }).click();
  await section.getByRole('region', { name: 'Al ritiro' }).waitFor();
  await save(page, 'counter-pickup-tablet.png', section);

  await page.goto('/price-list');
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByText('Sostituzione display').first().waitFor();
  await save(page, 'counter-price-list-tablet.png');

  await page.goto('/quotes/new');
  const picker = page.getByRole('combobox', { name: 'Aggiungi dal magazzino' });
  await picker.fill('ssd');
  const found = page.getByRole('listbox', { name: 'Aggiungi dal magazzino' }).getByRole('option');
  await found.first().filter({ hasText: 'SSD' }).waitFor();
  await save(page, 'counter-quote-scan-tablet.png', picker);

  await page.goto('/settings#accettazione');
  await page.getByRole('region', { name: 'Accettazione', exact: true }).waitFor();
  await save(page, 'counter-settings-tablet.png');
  await context.close();
} finally {
  await browser.close();
}
