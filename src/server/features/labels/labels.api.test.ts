import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LABEL_KINDS, type LabelKind } from '../../../shared/inventory/labels';
import { ACCESS_DENIED } from '../../../shared/roles';
import { insertProduct } from '../../test/inventory-test-kit';
import { errorBody, readJson } from '../../test/staff-test-kit';
import { createTestApp, type TestApp } from '../../test/test-app';

/** Brands and categories (MODULES "Brands", "categories"). */
let t: TestApp;
let employee: string;
let user: string;

beforeAll(async () => {
  t = await createTestApp();
  employee = await t.signIn((await t.addUser('employee')).email);
  user = await t.signIn((await t.addUser('user')).email);
});
afterAll(() => t.close());

type Label = { id: string; name: string; description: string | null; product_count: number };

describe.each(['brands', 'categories'] as LabelKind[])('%s', (kind) => {
  const messages = LABEL_KINDS[kind];
  const column = kind === 'brands' ? 'brand_id' : 'category_id';
  const create = async (body: Record<string, unknown>) =>
    t.request('POST', `/api/${kind}`, { cookie: employee, body });

  it('creates, lists by name with product counts, and refuses the same name twice', async () => {
    const zeta = await readJson<Label>(await create({ name: 'Zeta', description: 'Ricambi' }));
    const apple = await readJson<Label>(await create({ name: ' Élite ' }));
    expect(apple).toMatchObject({ name: 'Élite', description: null, product_count: 0 });
    await insertProduct(t, { sku: `${kind}-1`, [column]: zeta.id });

    const list = await readJson<{ items: Label[] }>(
      await t.request('GET', `/api/${kind}`, { cookie: employee }),
    );
    expect(list.items.map((l) => [l.name, l.product_count])).toEqual([
      ['Élite', 0],
      ['Zeta', 1],
    ]);

    const twin = await create({ name: 'ELITE' });
    expect(twin.status).toBe(409);
    expect((await errorBody(twin)).error.message).toBe(messages.duplicate);
    const blank = await create({ name: '  ' });
    expect((await errorBody(blank)).error.details).toMatchObject({
      fieldErrors: { name: [messages.nameRequired] },
    });
  });

  it('renames, and refuses to delete while products use it, with the count', async () => {
    const used = await readJson<Label>(await create({ name: `In uso ${kind}` }));
    await insertProduct(t, { sku: `${kind}-2`, [column]: used.id });
    await insertProduct(t, { sku: `${kind}-3`, [column]: used.id });
    const renamed = await t.request('PATCH', `/api/${kind}/${used.id}`, {
      cookie: employee,
      body: { name: `Rinominata ${kind}` },
    });
    expect(await readJson(renamed)).toMatchObject({ name: `Rinominata ${kind}`, product_count: 2 });

    const refused = await t.request('DELETE', `/api/${kind}/${used.id}`, { cookie: employee });
    expect(refused.status).toBe(409);
    expect((await errorBody(refused)).error).toMatchObject({
      message: messages.inUse(2),
      details: { product_count: 2 },
    });
    const free = await readJson<Label>(await create({ name: `Libera ${kind}` }));
    expect(
      (await t.request('DELETE', `/api/${kind}/${free.id}`, { cookie: employee })).status,
    ).toBe(204);
    expect((await t.request('GET', `/api/${kind}/${free.id}`, { cookie: employee })).status).toBe(
      404,
    );
  });

  it('is closed to the user role', async () => {
    const denied = await t.request('POST', `/api/${kind}`, { cookie: user, body: { name: 'X' } });
    expect(denied.status).toBe(403);
    expect((await errorBody(denied)).error.message).toBe(ACCESS_DENIED);
  });
});
