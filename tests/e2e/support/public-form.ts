import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect } from '../fixtures';

/** Shop settings the public pages show; set by each public spec (settings are global). */
export async function setUpShop(adminApi: APIRequestContext, baseURL: string | undefined) {
  const response = await adminApi.put('/api/settings', {
    data: {
      values: {
        shop_name: 'Riparazioni E2E',
        shop_email: 'assistenza@e2e.test',
        shop_phone: '+39 333 000 1111',
        shop_privacy_url: 'https://e2e.test/privacy',
        terms_and_conditions: 'Il negozio non risponde dei dati presenti sul dispositivo.',
        public_show_device_password: 'true',
        // A logo that does not load: the page must fall back to its icon.
        logo_url: `${baseURL}/api/logo-e2e-mancante.png`,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Every request the page makes, and those that leave the app's origin (data: and blob: stay in
 * the page). The public pages must make none of the latter (fonts, flags and icons are
 * bundled); the test shop's logo is on the app's own origin, so there is no expected exception.
 */
export function watchRequests(page: Page, baseURL: string | undefined) {
  const origin = new URL(baseURL ?? '').origin;
  const all: string[] = [];
  page.on('request', (request) => all.push(request.url()));
  const isLocal = (raw: string) => {
    const url = new URL(raw);
    return url.protocol === 'data:' || url.protocol === 'blob:' || url.origin === origin;
  };
  return { all, foreign: () => all.filter((url) => !isLocal(url)) };
}

export function photo() {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#3070c0' } })
    .png()
    .toBuffer();
}

/** Fills every field as a customer would; `change` overrides some of them. */
export async function fillForm(
  page: Page,
  customerName: string,
  change: Record<string, string> = {},
) {
  const values: Record<string, string> = {
    'Descrizione del problema': 'Il telefono non si accende più',
    'Nome e cognome': customerName,
    Email: 'cliente@e2e.test',
    'Numero di telefono': '333 123 4567',
    'Tipo di dispositivo': 'Smartphone',
    'Data di acquisto': '2025-01-15',
    "Numero d'ordine": 'ORD-1',
    ...change,
  };
  for (const [label, value] of Object.entries(values)) {
    await page.getByLabel(label).fill(value);
  }
}

/** How many tickets a customer name has, through the staff API. */
export async function ticketsNamed(adminApi: APIRequestContext, name: string): Promise<number> {
  const response = await adminApi.get(`/api/tickets?q=${encodeURIComponent(name)}&closed=true`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: unknown[] }).items.length;
}
