import { existsSync, readFileSync } from 'node:fs';
import { strFromU8 } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { ApiErrorBody } from '../../../shared/api-error';
import type { CustomerEventDto } from '../../../shared/customers/customer-events';
import {
  ANONYMISE_NOTICE,
  ANONYMISED_NAME,
  type AnonymiseResultDto,
  anonymiseResultDto,
  PRIVACY_MESSAGES,
} from '../../../shared/customers/customer-privacy';
import { ACCESS_DENIED } from '../../../shared/roles';
import { toBool } from '../../db/normalize';
import { appFor, setSettings } from '../../test/public-test-kit';
import {
  createRightsApp,
  customerRow,
  type RightsApp,
} from '../customers/customer-rights-test-kit';
import {
  exportZip,
  type PersonWithDocuments,
  personWithDocuments,
  TRACES,
} from './customer-privacy-test-kit';

/** POST /api/customers/:id/anonymise: the person leaves no trace; amounts and statistics stay. */
let t: RightsApp;
let person: PersonWithDocuments;
let result: AnonymiseResultDto;
let storageKeys: string[];

const expectNoTrace = (text: string) => {
  for (const trace of TRACES) expect(text).not.toContain(trace);
};

beforeAll(async () => {
  t = await createRightsApp();
  await setSettings(t, {
    email_admin_address: 'negozio@esempio.it',
    email_admin_counter_tickets: 'true',
  });
  person = await personWithDocuments(t);
  // A duplicate merged in earlier: its name is in the log until the anonymisation.
  const dup = await t.createCustomer({ last_name: 'Marchetti G.', email: 'gm@esempio.it' });
  await t.call('POST', `/api/customers/${person.customer.id}/merge`, { body: { from_id: dup.id } });
  await t.mail.runOnce(); // the e-mails of the ticket's creation, naming her, are in the outbox
  const queued = await t.db.selectFrom('outbox').select(['recipient', 'text_body']).execute();
  expect(JSON.stringify(queued)).toContain('Marchetti');
  storageKeys = (
    await t.db
      .selectFrom('ticket_attachments')
      .select('storage_key')
      .where('ticket_id', '=', person.ticketId)
      .execute()
  ).map((r) => r.storage_key);
  // As if her ticket had come from the public form: the terms accepted, from her address.
  await t.db
    .insertInto('terms_versions')
    .values({ version: 'v1', text: 'Condizioni', first_accepted_at: '2026-11-20T09:00:00.000Z' })
    .execute();
  await t.db
    .insertInto('ticket_terms_acceptances')
    .values({
      ticket_id: person.ticketId,
      accepted_at: '2026-11-20T09:00:00.000Z',
      accepted_ip: '203.0.113.7',
      terms_version: 'v1',
    })
    .execute();
  t.setNow('2026-11-26T17:00:00.000Z');
  result = await t.call<AnonymiseResultDto>(
    'POST',
    `/api/customers/${person.customer.id}/anonymise`,
  );
});
afterAll(() => t.close());

describe('POST /api/customers/:id/anonymise', () => {
  it('answers what was removed and what the law keeps', () => {
    z.parse(z.strictObject(anonymiseResultDto.shape), result);
    expect(result).toMatchObject({
      message: PRIVACY_MESSAGES.done,
      removed: { tickets: 1, quotes: 1, pc_builds: 1, draft_invoices: 1, attachments: 2 },
      anonymised_at: '2026-11-26T17:00:00.000Z',
    });
    expect(result.kept).toEqual([...ANONYMISE_NOTICE.kept]);
    expect(result.kept.join(' ')).toContain('art. 2220');
    expect(result.customer).toMatchObject({ display_name: ANONYMISED_NAME, email: null });
  });

  it('empties the customer row', async () => {
    const row = await customerRow(t, person.customer.id);
    expect(row).toMatchObject({
      display_name: ANONYMISED_NAME,
      first_name: null,
      tax_code: null,
      email: null,
      phone: null,
      street: null,
      city: null,
      notes: null,
      phone_key: null,
      email_key: null,
    });
    expect(toBool(row?.marketing_consent)).toBe(false);
    expectNoTrace(JSON.stringify(row));
  });

  it('keeps the terms her ticket accepted, forgetting the address they came from', async () => {
    const acceptance = await t.db
      .selectFrom('ticket_terms_acceptances')
      .selectAll()
      .where('ticket_id', '=', person.ticketId)
      .executeTakeFirst();
    expect(acceptance).toMatchObject({ accepted_ip: '', terms_version: 'v1' });
  });

  it('leaves no recoverable copy in the SQLite database file or its WAL', async () => {
    const { location } = t.database;
    if (!('sqliteFile' in location)) return; // PostgreSQL: see decision 038 (VACUUM is the DBA's)
    for (const file of [location.sqliteFile, `${location.sqliteFile}-wal`]) {
      const bytes = existsSync(file) ? readFileSync(file) : Buffer.alloc(0);
      for (const trace of TRACES) {
        expect(bytes.includes(Buffer.from(trace, 'utf8')), `${trace} in ${file}`).toBe(false);
        expect(
          bytes.includes(Buffer.from(trace.toLowerCase(), 'utf8')),
          `${trace} in ${file}`,
        ).toBe(false);
      }
    }
  });

  it('leaves nothing to find by the old name, in name order or by activity', async () => {
    for (const sort of ['name', 'last_activity']) {
      const page = await t.call<{ items: { id: string }[] }>(
        'GET',
        `/api/customers?q=marchetti%20giorgia&sort=${sort}`,
      );
      expect(page.items).toEqual([]);
    }
    // PostgreSQL's name-order search reads its own copy of the names (migration 202612046020).
    if (t.database.dialect === 'postgres') {
      const { rows } =
        await sql`select * from customer_names where id = ${person.customer.id}`.execute(t.db);
      expect(rows).toHaveLength(1);
      expectNoTrace(JSON.stringify(rows));
    }
  });

  it('empties the snapshots of the ticket, quote and build, keeping amounts and statuses', async () => {
    const ticket = await t.db
      .selectFrom('tickets')
      .selectAll()
      .where('id', '=', person.ticketId)
      .executeTakeFirstOrThrow();
    expect(ticket).toMatchObject({
      customer_name: ANONYMISED_NAME,
      customer_email: '',
      customer_phone: null,
      password: null,
      imei: null,
      status: 'In lavorazione',
      customer_id: person.customer.id,
    });
    expect(Number(ticket.price_cents)).toBe(8900);
    expectNoTrace(JSON.stringify(ticket));
    const quote = await t.db
      .selectFrom('quotes')
      .selectAll()
      .where('id', '=', person.quoteId)
      .executeTakeFirstOrThrow();
    expect(quote).toMatchObject({ customer_name: ANONYMISED_NAME, customer_email: null });
    expect(Number(quote.total_cents)).toBeGreaterThan(0);
    expectNoTrace(JSON.stringify(quote));
    const build = await t.db
      .selectFrom('pc_builds')
      .selectAll()
      .where('id', '=', person.buildId)
      .executeTakeFirstOrThrow();
    expect(build.customer_name).toBe(ANONYMISED_NAME);
    expectNoTrace(JSON.stringify(build));
  });

  it('deletes the attachments, rows and files, and the e-mails that named her', async () => {
    const rows = await t.db
      .selectFrom('ticket_attachments')
      .select('id')
      .where('ticket_id', '=', person.ticketId)
      .execute();
    expect(rows).toEqual([]);
    expect(storageKeys).toHaveLength(2);
    for (const key of storageKeys) expect(await t.deps.storage.stat(key)).toBeNull();
    const mail = await t.db.selectFrom('outbox').selectAll().execute();
    expectNoTrace(JSON.stringify(mail));
  });

  it('leaves no trace in the searches, the public page and JSON, the export and later e-mails', async () => {
    const tickets = await t.call<{ items: { id: string }[] }>('GET', '/api/tickets?q=Marchetti');
    expect(tickets.items).toEqual([]);
    const customers = await t.call<{ items: unknown[] }>('GET', '/api/customers?q=Marchetti');
    expect(customers.items).toEqual([]);
    const get = appFor(t);
    expectNoTrace(await (await get(`/api/public/tickets/${person.ticketId}`)).text());
    expectNoTrace(await (await get(`/public/tickets/${person.ticketId}`)).text());
    t.setNow('2026-11-26T18:00:00.000Z');
    const { files } = await exportZip(t, person.customer.id);
    expect(Object.keys(files)).toEqual(['customer.json']);
    expectNoTrace(strFromU8(files['customer.json'] as Uint8Array));
    const ticket = await t.call<{ version: number }>('GET', `/api/tickets/${person.ticketId}`);
    await t.call('PATCH', `/api/tickets/${person.ticketId}`, {
      body: { version: ticket.version, status: 'Pronto per il ritiro' },
    });
    await t.mail.runOnce();
    expectNoTrace(JSON.stringify(await t.db.selectFrom('outbox').selectAll().execute()));
  });

  it('logs it with who and when, the merged name forgotten', async () => {
    const log = await t.call<{ items: CustomerEventDto[] }>(
      'GET',
      `/api/customers/${person.customer.id}/events`,
    );
    expect(log.items.map((e) => e.kind)).toEqual(['esportazione', 'anonimizzazione', 'unione']);
    expect(log.items[1]).toMatchObject({
      user_id: t.admin.id,
      created_at: '2026-11-26T17:00:00.000Z',
      summary:
        'Dati personali rimossi da 1 ticket, 1 preventivo, 1 configurazione PC, 1 fattura in bozza, 2 allegati.',
    });
    expect(log.items[2]?.summary).toBe('Unito un cliente duplicato: nessun documento da spostare.');
    expectNoTrace(JSON.stringify(await t.db.selectFrom('customer_events').selectAll().execute()));
  });

  it('refuses a second time, an unknown customer and an employee', async () => {
    const again = await t.call<ApiErrorBody>(
      'POST',
      `/api/customers/${person.customer.id}/anonymise`,
      { status: 409 },
    );
    expect(again.error.message).toBe(PRIVACY_MESSAGES.alreadyAnonymised);
    const missing = await t.call<ApiErrorBody>(
      'POST',
      `/api/customers/${crypto.randomUUID()}/anonymise`,
      { status: 404 },
    );
    expect(missing.error.message).toBe('Cliente non trovato');
    const other = await t.createCustomer({ last_name: 'Intatto', email: 'intatto@esempio.it' });
    const denied = await t.call<ApiErrorBody>('POST', `/api/customers/${other.id}/anonymise`, {
      cookie: t.employee.cookie,
      status: 403,
    });
    expect(denied.error.message).toBe(ACCESS_DENIED);
    expect((await customerRow(t, other.id))?.email).toBe('intatto@esempio.it');
  });
});
