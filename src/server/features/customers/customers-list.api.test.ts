import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerListItemDto,
  CustomerSuggestionDto,
} from '../../../shared/customers/customer-dto';
import { createStaffApp, errorBody, type StaffApp } from '../../test/staff-test-kit';
import { customersKit } from './customers-test-kit';

/** The list (search, sort, keyset pages) and the counter's suggestions, as an admin. */
let t: StaffApp;
let kit: ReturnType<typeof customersKit>;
type Page = { items: CustomerListItemDto[]; next_cursor: string | null };

beforeAll(async () => {
  t = await createStaffApp({ now: '2026-11-01T09:00:00Z', role: 'admin' });
  kit = customersKit(t, () => t.cookie);
  const people = [
    {
      first_name: 'Mario',
      last_name: 'Rossi',
      tax_code: 'RSSMRA85T10A562S',
      phone: '333 111 2222',
    },
    { first_name: 'Àngela', last_name: 'Bianchi', email: 'angela.b@posta.it' },
    { kind: 'azienda', company_name: 'Zeta Informatica Srl', vat_number: '00743110157' },
    { first_name: 'Carla', last_name: 'rossini', email: 'carla@rossini.it', phone: '347 999 0000' },
  ];
  for (const [i, person] of people.entries()) {
    t.setNow(`2026-11-0${i + 1}T09:00:00Z`);
    await kit.create(person);
  }
  // Mario came back most recently.
  await t.db
    .updateTable('customers')
    .set({ last_activity_at: '2026-11-10T09:00:00.000Z' })
    .where('last_name', '=', 'Rossi')
    .execute();
});
afterAll(() => t.close());

const names = async (query: string) =>
  (await kit.get<Page>(`/api/customers?${query}`)).items.map((c) => c.display_name);

describe('GET /api/customers', () => {
  it('sorts by name (accents and case aside), creation and last activity', async () => {
    expect(await names('')).toEqual([
      'Bianchi Àngela',
      'Rossi Mario',
      'rossini Carla',
      'Zeta Informatica Srl',
    ]);
    expect(await names('sort=created_at&order=desc')).toEqual([
      'rossini Carla',
      'Zeta Informatica Srl',
      'Bianchi Àngela',
      'Rossi Mario',
    ]);
    expect((await names('sort=last_activity&order=desc'))[0]).toBe('Rossi Mario');
  });

  it('searches name, codice fiscale, P.IVA, phone digits and e-mail', async () => {
    expect(await names('q=angela')).toEqual(['Bianchi Àngela']);
    expect(await names('q=ROSSI')).toEqual(['Rossi Mario', 'rossini Carla']);
    expect(await names('q=rssmra85')).toEqual(['Rossi Mario']);
    expect(await names('q=0074311')).toEqual(['Zeta Informatica Srl']);
    expect(await names('q=3331112222')).toEqual(['Rossi Mario']);
    expect(await names('q=999 0000')).toEqual(['rossini Carla']);
    expect(await names('q=posta.it')).toEqual(['Bianchi Àngela']);
    expect(await names('q=nessuno')).toEqual([]);
  });

  it('pages with a keyset cursor in every order', async () => {
    for (const sort of ['name', 'created_at', 'last_activity']) {
      for (const order of ['asc', 'desc']) {
        const all = await names(`sort=${sort}&order=${order}`);
        const seen: string[] = [];
        let cursor: string | null = null;
        do {
          const page: Page = await kit.get<Page>(
            `/api/customers?sort=${sort}&order=${order}&limit=3${cursor ? `&cursor=${cursor}` : ''}`,
          );
          seen.push(...page.items.map((c) => c.display_name));
          cursor = page.next_cursor;
        } while (cursor);
        expect(seen, `${sort} ${order}`).toEqual(all);
      }
    }
  });

  it('filters the customers to review and refuses bad paging in Italian', async () => {
    await t.db
      .updateTable('customers')
      .set({ to_review: 1 })
      .where('last_name', '=', 'Bianchi')
      .execute();
    expect(await names('to_review=true')).toEqual(['Bianchi Àngela']);
    const bad = await t.request('GET', '/api/customers?cursor=abc', { cookie: t.cookie });
    expect(bad.status).toBe(400);
    expect((await errorBody(bad)).error.message).toBe('Cursore non valido: ricarica la lista');
    const sort = await t.request('GET', '/api/customers?sort=city', { cookie: t.cookie });
    expect((await errorBody(sort)).error.message).toBe(
      'Ordinamento non valido: usa name o created_at o last_activity',
    );
  });
});

describe('GET /api/customers/suggestions', () => {
  const suggest = async (q: string, extra = '') =>
    (
      await kit.get<{ items: CustomerSuggestionDto[] }>(
        `/api/customers/suggestions?q=${encodeURIComponent(q)}${extra}`,
      )
    ).items;

  it('suggests by name, phone or e-mail, the most recently active first', async () => {
    const rossi = await suggest('ross');
    expect(rossi.map((c) => c.display_name)).toEqual(['Rossi Mario', 'rossini Carla']);
    expect(rossi[0]).toMatchObject({
      phone: '+393331112222',
      phone_display: '+39 333 111 2222',
      tax_code: 'RSSMRA85T10A562S',
      email: null,
      to_review: false,
    });
    expect((await suggest('347999')).map((c) => c.display_name)).toEqual(['rossini Carla']);
    expect((await suggest('carla@')).map((c) => c.display_name)).toEqual(['rossini Carla']);
    expect(await suggest('ross', '&limit=1')).toHaveLength(1);
  });

  it('leaves out the anonymised', async () => {
    await t.db
      .updateTable('customers')
      .set({ anonymised_at: '2026-11-11T09:00:00.000Z' })
      .where('last_name', '=', 'rossini')
      .execute();
    expect((await suggest('ross')).map((c) => c.display_name)).toEqual(['Rossi Mario']);
  });

  it('wants two characters and at most 20 results, in Italian', async () => {
    const short = await t.request('GET', '/api/customers/suggestions?q=a', { cookie: t.cookie });
    expect(short.status).toBe(400);
    expect((await errorBody(short)).error.message).toBe('Scrivi almeno 2 caratteri');
    const many = await t.request('GET', '/api/customers/suggestions?q=ro&limit=21', {
      cookie: t.cookie,
    });
    expect((await errorBody(many)).error.message).toBe(
      'Il limite deve essere un numero tra 1 e 20',
    );
  });
});
