import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PC_BUILD_MESSAGES,
  type PcBuildDto,
  publicPcBuildDto,
} from '../../../shared/pc-builds/pc-builds';
import type { QuoteDto } from '../../../shared/quotes/quotes';
import { ACCESS_DENIED } from '../../../shared/roles';
import { PCBUILD_DEFAULT_NOTES } from '../../../shared/settings';
import { appFor } from '../../test/public-test-kit';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, ORIGIN, type TestApp } from '../../test/test-app';
import { PREVIEW_BADGE } from '../public/staff-preview';

/** PC builds through the API (MODULES "PC builds"), as an employee. */
let smtp: SmtpCapture;
let t: TestApp;
let cookie: string;
let productId: string;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ smtpUrl: smtp.url });
  cookie = await t.signIn((await t.addUser('employee')).email);
  const product = await t.request('POST', '/api/products', {
    cookie,
    body: { sku: 'CPU-R7', name: 'AMD Ryzen 7 7700', quantity: 1, price: 299, cost: '240,00' },
  });
  productId = (await readJson<{ id: string }>(product)).id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const GAMING = [
  { kind: 'Case', description: 'Fractal North', quantity: 1, unit_cost: '110,00' },
  { kind: 'RAM', description: 'DDR5 32 GB 6000', quantity: 2, unit_cost: '52,50' },
  { kind: 'CPU', description: 'AMD Ryzen 7 7700', quantity: 1, unit_cost: '240,00' },
];

async function createBuild(body: Record<string, unknown>): Promise<PcBuildDto> {
  const response = await t.request('POST', '/api/pc-builds', { cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<PcBuildDto>(response);
}

describe('PC builds', () => {
  it('starts from the pcbuild_* defaults, groups components by kind and prices them', async () => {
    const build = await createBuild({
      title: 'PC gaming 1440p',
      customer_name: 'Luca Neri',
      customer_phone: '333 765 4321',
      components: GAMING,
    });
    expect(build.build_number).toMatch(/^PC-\d{4}-\d{2}-\d{4}$/);
    expect(build).toMatchObject({
      status: 'Bozza',
      margin_percent: 30,
      vat_rate: 22,
      notes: PCBUILD_DEFAULT_NOTES,
      customer_phone: '+393337654321',
      // 312,00 + 2 × 68,25 + 143,00 = 591,50; IVA 130,13; totale 721,63; margine 136,50.
      taxable: 591.5,
      vat_amount: 130.13,
      total_amount: 721.63,
      margin_amount: 136.5,
      short_stock: false,
    });
    expect(build.components.map((c) => c.kind)).toEqual(['CPU', 'RAM', 'Case']);
    expect(build.components.map((c) => c.unit_price)).toEqual([312, 68.25, 143]);
  });

  it("types a stock line by its product's category when the category names a PC kind", async () => {
    const category = await t.request('POST', '/api/categories', {
      cookie,
      body: { name: 'Schede grafiche', pc_kind: 'Scheda video' },
    });
    expect(category.status).toBe(201);
    const { id: categoryId, pc_kind } = await readJson<{ id: string; pc_kind: string }>(category);
    expect(pc_kind).toBe('Scheda video');
    const gpu = await t.request('POST', '/api/products', {
      cookie,
      body: { sku: 'GPU-4070', name: 'RTX 4070', quantity: 2, price: 599, category_id: categoryId },
    });
    const gpuId = (await readJson<{ id: string }>(gpu)).id;
    const build = await createBuild({
      title: 'PC grafica',
      components: [
        { kind: 'Altro', description: 'RTX 4070', quantity: 1, product_id: gpuId },
        { kind: 'Altro', description: 'Cavo', quantity: 1, unit_price: 5 },
        { kind: 'CPU', description: 'Ryzen', quantity: 1, product_id: productId },
      ],
    });
    expect(build.components.map((c) => [c.description, c.kind, c.unit_price])).toEqual([
      ['Ryzen', 'CPU', 299],
      ['RTX 4070', 'Scheda video', 599],
      ['Cavo', 'Altro', 5],
    ]);
  });

  it("shows each picked product's stock and says when it is short", async () => {
    const build = await createBuild({
      title: 'Due processori',
      components: [
        { kind: 'CPU', description: 'Ryzen', quantity: 2, unit_cost: 240, product_id: productId },
      ],
    });
    expect(build.components[0]).toMatchObject({ product_id: productId, stock: 1 });
    expect(build.short_stock).toBe(true);
    const unknown = await t.request('POST', '/api/pc-builds', {
      cookie,
      body: {
        title: 'X',
        components: [
          {
            kind: 'CPU',
            description: 'Y',
            quantity: 1,
            unit_cost: 1,
            product_id: crypto.randomUUID(),
          },
        ],
      },
    });
    expect(unknown.status).toBe(400);
    expect((await errorBody(unknown)).error.message).toBe(PC_BUILD_MESSAGES.productInvalid);
  });

  it('refuses a missing title, an unknown kind and a stale edit, in words', async () => {
    const bad = await t.request('POST', '/api/pc-builds', {
      cookie,
      body: {
        title: '  ',
        components: [{ kind: 'GPU', description: 'RTX', quantity: 1, unit_cost: 1 }],
      },
    });
    expect(bad.status).toBe(400);
    const fields = Object.values((await errorBody(bad)).error.details?.fieldErrors ?? {}).flat();
    expect(fields).toEqual(
      expect.arrayContaining([PC_BUILD_MESSAGES.titleRequired, PC_BUILD_MESSAGES.kindInvalid]),
    );
    const build = await createBuild({ title: 'Ufficio', components: GAMING });
    const edit = (body: Record<string, unknown>) =>
      t.request('PATCH', `/api/pc-builds/${build.id}`, { cookie, body });
    const first = await edit({
      version: build.version,
      title: 'Ufficio base',
      components: GAMING.slice(0, 1),
    });
    expect(first.status).toBe(200);
    expect(await readJson<PcBuildDto>(first)).toMatchObject({
      title: 'Ufficio base',
      taxable: 143,
    });
    const stale = await edit({ version: build.version, title: 'Sovrascritto' });
    expect(stale.status).toBe(409);
    expect((await errorBody(stale)).error.message).toBe(PC_BUILD_MESSAGES.versionConflict);
    const stored = await t.request('GET', `/api/pc-builds/${build.id}`, { cookie });
    expect(await readJson<PcBuildDto>(stored)).toMatchObject({ title: 'Ufficio base' });
  });

  it('numbers 50 concurrent creates 1..50 within the month, with no gap or duplicate', async () => {
    const builds = await Promise.all(
      Array.from({ length: 50 }, (_, i) => createBuild({ title: `Serie ${i}` })),
    );
    const sequence = builds.map((b) => Number(b.build_number.slice(-4))).sort((a, b) => a - b);
    const first = sequence[0] ?? 0;
    expect(sequence).toEqual(Array.from({ length: 50 }, (_, i) => first + i));
  });

  it('duplicates, deletes, and turns into a quote with the same totals', async () => {
    const build = await createBuild({
      title: 'Workstation',
      customer_name: 'Anna Verdi',
      components: GAMING,
    });
    const copy = await readJson<PcBuildDto>(
      await t.request('POST', `/api/pc-builds/${build.id}/duplicate`, { cookie }),
    );
    expect(copy).toMatchObject({ title: 'Workstation', status: 'Bozza', total_amount: 721.63 });
    expect(copy.build_number).not.toBe(build.build_number);

    const quoteResponse = await t.request('POST', `/api/pc-builds/${build.id}/quote`, { cookie });
    expect(quoteResponse.status).toBe(201);
    const quote = await readJson<QuoteDto>(quoteResponse);
    expect(quote).toMatchObject({
      status: 'Bozza',
      customer_name: 'Anna Verdi',
      total_amount: 721.63,
    });
    expect(quote.items.map((i) => i.description)).toEqual([
      'CPU: AMD Ryzen 7 7700',
      'RAM: DDR5 32 GB 6000',
      'Case: Fractal North',
    ]);

    const removed = await t.request('DELETE', `/api/pc-builds/${copy.id}`, { cookie });
    expect(removed.status).toBe(204);
    expect((await t.request('GET', `/api/pc-builds/${copy.id}`, { cookie })).status).toBe(404);
    const left = await t.db
      .selectFrom('pc_build_components')
      .select('id')
      .where('build_id', '=', copy.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('shares by e-mail: the link goes out through the outbox and a Bozza is proposed', async () => {
    const build = await createBuild({
      title: 'PC ufficio',
      customer_name: 'Paolo Colombo',
      customer_email: 'paolo@example.it',
      components: GAMING,
    });
    const shared = await t.request('POST', `/api/pc-builds/${build.id}/share`, { cookie });
    expect(shared.status).toBe(200);
    expect(await readJson<PcBuildDto>(shared)).toMatchObject({ status: 'Proposta inviata' });
    await t.mail.runOnce();
    await t.mail.runOnce();
    const mail = smtp.messages.find((m) => m.rcptTo.includes('paolo@example.it'));
    expect(mail?.parsed.subject).toContain(`Configurazione PC ${build.build_number}`);
    expect(mail?.parsed.text).toContain(`${ORIGIN}/public/pc-build/${build.id}`);
    expect(mail?.parsed.text).toContain('721,63');
  });

  it('is closed to the user role: 403 Accesso negato on every route', async () => {
    const user = await t.signIn((await t.addUser('user')).email);
    const build = await createBuild({ title: 'Riservato' });
    for (const [method, path] of [
      ['GET', '/api/pc-builds'],
      ['GET', '/api/pc-builds/defaults'],
      ['POST', '/api/pc-builds'],
      ['GET', `/api/pc-builds/${build.id}`],
      ['PATCH', `/api/pc-builds/${build.id}`],
      ['DELETE', `/api/pc-builds/${build.id}`],
      ['POST', `/api/pc-builds/${build.id}/duplicate`],
      ['POST', `/api/pc-builds/${build.id}/quote`],
      ['POST', `/api/pc-builds/${build.id}/share`],
    ] as const) {
      const response = await t.request(method, path, {
        cookie: user,
        body: method === 'GET' ? undefined : {},
      });
      expect(response.status, `${method} ${path}`).toBe(403);
      expect((await errorBody(response)).error.message).toBe(ACCESS_DENIED);
    }
  });
});

describe('the customer page of a PC build', () => {
  it('answers exactly the allowed fields in JSON, and the page shows prices, never costs', async () => {
    const build = await createBuild({
      title: 'PC gaming',
      customer_name: 'Luca',
      status: 'Proposta inviata',
      components: GAMING,
    });
    const page = appFor(t);
    const json = await page(`/api/public/pc-builds/${build.id}`);
    expect(json.status).toBe(200);
    expect(json.headers.get('access-control-allow-origin')).toBeNull();
    // The strict schema fails on any field the presenter does not allow.
    const body = publicPcBuildDto.parse(await json.json());
    expect(body.components[0]).toEqual({
      kind: 'CPU',
      description: 'AMD Ryzen 7 7700',
      quantity: 1,
      unit_price: 312,
      line_total: 312,
    });
    const html = await (await page(`/public/pc-build/${build.id}`)).text();
    expect(html).toContain('PC gaming');
    expect(html).toContain('721,63');
    expect(html).not.toContain('240,00');
    expect(html).not.toContain('Margine');
  });

  it('keeps a draft private until shared; staff preview it, and the page never says Bozza', async () => {
    const draft = await createBuild({ title: 'PC ufficio', components: GAMING });
    const page = appFor(t);
    expect((await page(`/public/pc-build/${draft.id}`)).status).toBe(404);
    expect((await page(`/public/pc-build/${draft.id}?anteprima`)).status).toBe(404);
    expect((await page(`/api/public/pc-builds/${draft.id}`)).status).toBe(404);
    const preview = await page(`/public/pc-build/${draft.id}?anteprima`, {
      headers: { cookie },
    });
    expect(preview.status).toBe(200);
    const html = await preview.text();
    expect(html).toContain(PREVIEW_BADGE);
    expect(html).not.toContain('Bozza');
  });

  it('says ID non valido and Configurazione non trovata, with a way home', async () => {
    const page = appFor(t);
    const malformed = await page('/public/pc-build/abc');
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain(PC_BUILD_MESSAGES.invalidId);
    const unknown = await page(`/public/pc-build/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    const text = await unknown.text();
    expect(text).toContain(PC_BUILD_MESSAGES.notFound);
    expect(text).toContain('Torni alla home');
    const json = await page(`/api/public/pc-builds/${crypto.randomUUID()}`);
    expect(json.status).toBe(404);
    expect((await errorBody(json)).error.message).toBe(PC_BUILD_MESSAGES.notFound);
  });
});
