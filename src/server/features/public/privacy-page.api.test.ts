import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSettings } from '../../test/public-test-kit';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';

/** Regression: the privacy link once led to "non disponibile". */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const page = async (path: string) => {
  const response = await t.app.request(`${ORIGIN}${path}`);
  return { status: response.status, html: await response.text() };
};

describe('GET /public/privacy', () => {
  it('serves a GDPR notice naming the shop as data controller until the shop writes its own', async () => {
    await setSettings(t, {
      shop_name: 'Laboratorio Rossi',
      shop_address: 'Via Roma 1, Milano',
      shop_email: 'info@rossi.it',
      privacy_notice: '',
    });
    const { status, html } = await page('/public/privacy');
    expect(status).toBe(200);
    expect(html).toContain('<h1 class="text-2xl font-bold">Informativa sulla privacy</h1>');
    expect(html).toContain('Titolare del trattamento è Laboratorio Rossi, Via Roma 1, Milano');
    expect(html).toContain('scrivendo a info@rossi.it');
    expect(html).toContain('Garante per la protezione dei dati personali');
  });

  it("shows the shop's own text, escaped, in paragraphs", async () => {
    await setSettings(t, {
      privacy_notice: 'Prima parte <script>alert(1)</script>\n\nSeconda parte',
    });
    const { html } = await page('/public/privacy');
    expect(html).toContain('Prima parte &lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(html).toContain('>Seconda parte</p>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('is linked from the public form, or the shop page when the shop has one', async () => {
    await setSettings(t, { shop_privacy_url: '' });
    expect((await page('/public/tickets/new')).html).toContain('href="/public/privacy"');
    await setSettings(t, { shop_privacy_url: 'https://rossi.it/privacy' });
    expect((await page('/public/tickets/new')).html).toContain('href="https://rossi.it/privacy"');
  });
});
