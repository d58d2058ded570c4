import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { Ticket } from '../../src/web/features/tickets/api/ticket-types';
import type { Page as ListPage } from '../../src/web/lib/use-paged-query';
import { expect, test } from './fixtures';
import { holdRequests } from './support/network';
import {
  createTicketsViaApi,
  createTicketViaApi,
  patchJson,
  SAVE_TIMEOUT,
  uniqueCustomer,
} from './support/tickets';

// Below 1024 px the list keeps its cards, which these tests read; the desktop table has its own (counter.spec.ts).
test.use({ viewport: { width: 900, height: 900 } });

/** GET /api/tickets, the list; not a single ticket's /api/tickets/{id}. */
const LIST_API = (url: URL) => url.pathname === '/api/tickets';

function listOf(page: Page, customer: string) {
  return page.goto(`/tickets?q=${encodeURIComponent(customer)}`);
}

test('three placeholders while the list loads, then the tickets', async ({ page, signInAs }) => {
  await signInAs('user');
  const customer = uniqueCustomer();
  const ticket = await createTicketViaApi(page.request, { customer_name: customer });
  // The list's answer waits until the placeholders have been seen.
  const release = await holdRequests(page, LIST_API);

  await listOf(page, customer);
  const loading = page.getByRole('status').filter({ hasText: 'Caricamento dei ticket...' });
  await expect(loading).toBeVisible();
  // The grey bars are decoration, hidden from screen readers, which hear the text instead.
  await expect(loading.locator('[aria-hidden="true"]')).toHaveCount(3);
  for (const bar of await loading.locator('[aria-hidden="true"]').all()) {
    await expect(bar).toBeVisible();
  }
  release();
  await expect(page.getByRole('article', { name: ticket.ticket_number })).toBeVisible();
  await expect(loading).toHaveCount(0);
});

test('a failed load shows the reason and Riprova loads again', async ({ page, signInAs }) => {
  await signInAs('user');
  const customer = uniqueCustomer();
  const ticket = await createTicketViaApi(page.request, { customer_name: customer });
  // A 4xx: the app does not retry it on its own, so the box appears at once.
  await page.route(LIST_API, (route) =>
    route.fulfill({
      status: 429,
      json: { error: { code: 'rate_limited', message: 'Troppe richieste, riprova tra poco' } },
    }),
  );

  await listOf(page, customer);
  const box = page.getByRole('alert');
  await expect(box).toContainText(
    'Errore nel caricamento dei ticket: Troppe richieste, riprova tra poco',
  );
  await page.unroute(LIST_API);
  await box.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('article', { name: ticket.ticket_number })).toBeVisible();
  await expect(box).toHaveCount(0);
});

test('a list refused for a missing session says so; a real lost session goes to login', async ({
  page,
  signInAs,
}) => {
  await signInAs('user');
  const customer = uniqueCustomer();
  await createTicketViaApi(page.request, { customer_name: customer });
  // Only the list call is refused: /api/me still answers, as when the session ends in between.
  await page.route(LIST_API, (route) =>
    route.fulfill({
      status: 401,
      json: { error: { code: 'unauthorized', message: 'Non autenticato' } },
    }),
  );
  await listOf(page, customer);
  const box = page.getByRole('alert');
  await expect(box).toContainText('Sessione non attiva. Effettua il login.');
  await expect(box.getByRole('button', { name: 'Riprova' })).toBeVisible();
  await expect(page).toHaveURL(/\/tickets\?q=/);

  // The session really gone: the shell re-reads /api/me and opens the login page.
  await page.unroute(LIST_API);
  await page.context().clearCookies();
  await box.getByRole('button', { name: 'Riprova' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Ftickets/);
  await expect(page.getByRole('button', { name: 'Accedi' })).toBeVisible();
});

test('scrolling to the end loads the next pages @pg', async ({ page, signInAs }) => {
  test.slow();
  await signInAs('employee');
  const customer = uniqueCustomer();
  // Two full server pages (30 each) and one more.
  await createTicketsViaApi(page.request, 61, { customer_name: customer });
  await listOf(page, customer);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(30, { timeout: SAVE_TIMEOUT });

  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(60);
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(61);
  await expect(page.getByRole('button', { name: 'Carica altri ticket' })).toHaveCount(0);
});

test('the button loads the next page where scrolling does not', async ({ page, signInAs }) => {
  test.slow();
  // A browser that reports no scrolling, as for someone moving with the keyboard alone.
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
  await signInAs('employee');
  const customer = uniqueCustomer();
  await createTicketsViaApi(page.request, 31, { customer_name: customer });
  await listOf(page, customer);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(30, { timeout: SAVE_TIMEOUT });

  await page.getByRole('button', { name: 'Carica altri ticket' }).click();
  await expect(cards).toHaveCount(31);
  await expect(page.getByRole('button', { name: 'Carica altri ticket' })).toHaveCount(0);
});

test('high priority has a red ring, the highlight account a yellow outline, both can apply', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const customer = uniqueCustomer();
  const create = (priority: string) =>
    createTicketViaApi(page.request, { customer_name: customer, priority });
  const [both, highOnly, highlightedOnly, plain] = await Promise.all([
    create('high'),
    create('high'),
    create('medium'),
    create('low'),
  ]);
  // The highlight account is a global setting that a settings test changes in parallel: here the
  // server's `highlighted` flag (covered by the API tests) is set on the list's real answer.
  const highlightedIds = new Set([both.id, highlightedOnly.id]);
  await patchJson<ListPage<Ticket>>(page, LIST_API, (body) => ({
    ...body,
    items: body.items.map((item) => ({ ...item, highlighted: highlightedIds.has(item.id) })),
  }));
  await listOf(page, customer);

  const card = (ticket: { ticket_number: string }) =>
    page.getByRole('article', { name: ticket.ticket_number });
  const highlightCue = "Ticket dell'account evidenziato";
  for (const ticket of [both, highOnly, highlightedOnly, plain]) {
    await expect(card(ticket)).toBeVisible();
  }

  await expect(card(both)).toHaveClass(/ring-red-600/);
  await expect(card(both)).toHaveCSS('outline-style', 'solid');
  await expect(card(both)).toHaveCSS('outline-width', '3px');
  await expect(card(both).getByText('Priorità alta')).toBeVisible();
  await expect(card(both).getByText(highlightCue)).toHaveCount(1);

  await expect(card(highOnly)).toHaveClass(/ring-red-600/);
  await expect(card(highOnly)).toHaveCSS('outline-style', 'none');
  await expect(card(highOnly).getByText(highlightCue)).toHaveCount(0);

  await expect(card(highlightedOnly)).not.toHaveClass(/ring-red-600/);
  await expect(card(highlightedOnly)).toHaveCSS('outline-style', 'solid');
  await expect(card(highlightedOnly).getByText(highlightCue)).toHaveCount(1);

  await expect(card(plain)).not.toHaveClass(/ring-red-600/);
  await expect(card(plain)).toHaveCSS('outline-style', 'none');
});

test('a card links the phone for calls and WhatsApp, and the detail as a full page', async ({
  page,
  signInAs,
}) => {
  await signInAs('employee');
  const customer = uniqueCustomer();
  const ticket = await createTicketViaApi(page.request, {
    customer_name: customer,
    customer_phone: '+393331234567',
  });
  await listOf(page, customer);
  const card = page.getByRole('article', { name: ticket.ticket_number });
  await expect(card.getByRole('link', { name: '+39 333 123 4567' })).toHaveAttribute(
    'href',
    'tel:+393331234567',
  );
  const whatsapp = card.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/393331234567');
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  // The public page is the server's, opened in a new tab with a full page load.
  const [detail] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('link', { name: `Visualizza ${ticket.ticket_number}` }).click(),
  ]);
  await expect(detail).toHaveURL(new RegExp(`/public/tickets/${ticket.id}$`));
  await expect(
    detail.getByRole('heading', { level: 1, name: `Ticket ${ticket.ticket_number}` }),
  ).toBeVisible();
  await detail.close();
});

test("the footer links to the shop's privacy page when it has one, else to the app's notice", async ({
  page,
  signInAs,
}) => {
  await signInAs('user');
  // Set as the server would answer it: the setting is global and other tests change it.
  const shopPrivacy = `https://negozio-${randomUUID().slice(0, 8)}.example/privacy`;
  let privacyUrl = shopPrivacy;
  await patchJson<{ privacy_url: string }>(page, '**/api/public/shop', (shop) => ({
    ...shop,
    privacy_url: privacyUrl,
  }));

  // A search that finds nothing: on the whole list (every test's tickets) scrolling to the
  // footer loads the next page, which can move the link away under the click.
  await listOf(page, `nessuno-${randomUUID().slice(0, 8)}`);
  const footer = page.getByRole('contentinfo');
  const link = footer.getByRole('link', { name: 'Informativa sulla privacy' });
  await expect(link).toHaveAttribute('href', shopPrivacy);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAccessibleName(
    'Informativa sulla privacy (si apre in una nuova scheda)',
  );

  privacyUrl = '/public/privacy';
  await page.reload();
  await expect(page.getByText('Nessun ticket trovato')).toBeVisible();
  await expect(link).toHaveAttribute('href', '/public/privacy');
  await expect(link).not.toHaveAttribute('target');
  await link.click();
  await expect(page).toHaveURL('/public/privacy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' }),
  ).toBeVisible();
  await expect(page.getByText(/Titolare del trattamento è /)).toBeVisible();
});
