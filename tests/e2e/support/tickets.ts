import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import sharp from 'sharp';

/**
 * For steps that wait on server writes (images re-encoded), or a lazily loaded chunk: a full
 * parallel run keeps the machine busy well beyond the default 5 s.
 */
export const SAVE_TIMEOUT = 20_000;

/** A small real photo: the server judges files by content and re-encodes images. */
export function samplePhoto(): Promise<Buffer> {
  return sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: 200, g: 40, b: 40 } },
  })
    .png()
    .toBuffer();
}

/** A customer name no parallel test shares, so a search finds exactly one ticket. */
export function uniqueCustomer(): string {
  return `Cliente ${randomUUID().slice(0, 8)}`;
}

/**
 * A phone and an e-mail no other test uses: customers are found again by either, so a shared one
 * would link this test's tickets to another test's customer.
 */
export function uniqueContacts() {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return {
    email: `banco-${randomUUID().slice(0, 8)}@example.it`,
    phone: `+39333${digits}`,
    phoneDisplay: `+39 333 ${digits.slice(0, 3)} ${digits.slice(3)}`,
  };
}

export interface CreatedTicket {
  id: string;
  ticket_number: string;
  version: number;
}

/** Creates a ticket through the API as whoever the request context is signed in as. */
export async function createTicketViaApi(
  request: APIRequestContext,
  fields: Record<string, unknown> = {},
): Promise<CreatedTicket> {
  const response = await request.post('/api/tickets', {
    data: {
      description: 'Schermo rotto dopo una caduta',
      customer_name: uniqueCustomer(),
      customer_email: 'cliente@example.it',
      device_type: 'Smartphone',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedTicket;
}

/** Creates `count` tickets at once, all for the same customer, and returns them. */
export function createTicketsViaApi(
  request: APIRequestContext,
  count: number,
  fields: Record<string, unknown>,
): Promise<CreatedTicket[]> {
  return Promise.all(Array.from({ length: count }, () => createTicketViaApi(request, fields)));
}

/** Answers the page's requests matching `url` with the real answer, changed by `change`. */
export async function patchJson<T>(
  page: Page,
  url: string | ((url: URL) => boolean),
  change: (body: T) => T,
) {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as T) });
  });
}

/** What the QR code image carries, read from its pixels as a phone camera would. */
export async function decodeQr(image: Locator): Promise<string | null> {
  const { width, height, pixels } = await image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(element, 0, 0);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    return { width: canvas.width, height: canvas.height, pixels: Array.from(data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data ?? null;
}

export interface PrintCall {
  /** performance.now() of the call and of the last image that finished loading before it. */
  at: number;
  lastImageLoadAt: number;
  qrLoaded: boolean;
  fontsLoaded: boolean;
}

/**
 * Replaces window.print with a recorder (before any page script runs), so a test sees when and
 * how often the sheet asks for the print dialog.
 */
export async function recordPrintCalls(page: Page): Promise<() => Promise<PrintCall[]>> {
  await page.addInitScript(() => {
    const calls: PrintCall[] = [];
    let lastImageLoadAt = -1;
    document.addEventListener(
      'load',
      (event) => {
        if (event.target instanceof HTMLImageElement) lastImageLoadAt = performance.now();
      },
      true,
    );
    Object.assign(window, { __printCalls: calls });
    window.print = () => {
      const qr = document.querySelector<HTMLImageElement>('img[alt^="Codice QR"]');
      calls.push({
        at: performance.now(),
        lastImageLoadAt,
        qrLoaded: Boolean(qr?.complete && qr.naturalWidth > 0),
        fontsLoaded: document.fonts.status === 'loaded',
      });
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { __printCalls: PrintCall[] }).__printCalls);
}

/** Creates a ticket, finds it in the list by its customer and opens its inline edit form (on a
 * desktop, in the row's expanded card). */
export async function editNewTicketInList(
  page: Page,
): Promise<{ ticket: CreatedTicket; card: Locator }> {
  const customer = uniqueCustomer();
  const ticket = await createTicketViaApi(page.request, { customer_name: customer });
  await page.goto(`/tickets?q=${encodeURIComponent(customer)}`);
  // A desktop shows the compact table: its row's Dettagli opens the same card a phone lists.
  const details = page.getByRole('button', { name: `Dettagli ${ticket.ticket_number}` });
  if ((page.viewportSize()?.width ?? 0) >= 1024) await details.click();
  const card = page.getByRole('article', { name: ticket.ticket_number });
  await card.getByRole('button', { name: `Modifica ${ticket.ticket_number}` }).click();
  await expect(card.getByLabel('Descrizione del problema')).toBeVisible({ timeout: SAVE_TIMEOUT });
  return { ticket, card };
}
