import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_MESSAGES } from '../../../shared/tickets/ticket-check-labels';
import type { SignatureDto, TicketChecksDto } from '../../../shared/tickets/ticket-checks';
import { setSettings } from '../../test/public-test-kit';
import { sampleImage } from '../../test/sample-files';
import { createStaffApp, readJson, type StaffApp } from '../../test/staff-test-kit';
import { ORIGIN } from '../../test/test-app';
import { sweepOrphanSignatureFiles } from './ticket-checks.service';

/** The customer's signature under the shop's terms: evidence stored once per stage. */
let t: StaffApp;
let user: string;
let png: Buffer;
const TERMS = 'Il negozio non risponde dei dati non salvati.';

beforeAll(async () => {
  t = await createStaffApp({ role: 'employee' });
  user = await t.signIn((await t.addUser('user')).email);
  png = await sampleImage('png', { width: 400, height: 150 });
  await setSettings(t, { terms_and_conditions: TERMS });
});
afterAll(() => t.close());

const dataUrl = (bytes: Buffer, type = 'image/png') =>
  `data:${type};base64,${bytes.toString('base64')}`;
const sign = (id: string, body: Record<string, unknown>, cookie = t.cookie) =>
  t.request('POST', `/api/tickets/${id}/signatures`, {
    cookie,
    body,
    headers: { 'user-agent': 'Tablet del banco (Safari)' },
  });
const detail = async (id: string) =>
  readJson<TicketChecksDto>(await t.request('GET', `/api/tickets/${id}`, { cookie: t.cookie }));
const messageOf = async (response: Response) => (await response.json()).error.message;

describe('POST /api/tickets/:id/signatures', () => {
  it('stores the signature with the terms version, time, address and browser', async () => {
    const ticket = await t.createTicket();
    const response = await sign(ticket.id, {
      stage: 'intake',
      image: dataUrl(png),
      typed_name: 'Maria Rossi',
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const signature = await readJson<SignatureDto>(response);
    const version = createHash('sha256').update(TERMS).digest('hex').slice(0, 16);
    expect(signature).toMatchObject({
      stage: 'intake',
      terms_version: version,
      terms_text: TERMS,
      typed_name: 'Maria Rossi',
      user_agent: 'Tablet del banco (Safari)',
    });
    expect(signature.ip).toBeTruthy();
    expect(Date.now() - Date.parse(signature.signed_at)).toBeLessThan(60_000);
    expect((await detail(ticket.id)).signatures).toEqual([signature]);

    const image = await t.request('GET', signature.image_url, { cookie: t.cookie });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    // Any account that reads the ticket prints its sheet, signature included.
    expect((await t.request('GET', signature.image_url, { cookie: user })).status).toBe(200);
    expect((await t.request('GET', signature.image_url)).status).toBe(401);
  });

  it('answers 409 to a second signature of the same stage, and takes the other stage', async () => {
    const ticket = await t.createTicket();
    expect((await sign(ticket.id, { stage: 'pickup', image: dataUrl(png) })).status).toBe(201);
    const again = await sign(ticket.id, { stage: 'pickup', image: dataUrl(png) });
    expect(again.status).toBe(409);
    expect(await messageOf(again)).toBe(CHECK_MESSAGES.alreadySigned);
    expect((await sign(ticket.id, { stage: 'intake', image: dataUrl(png) })).status).toBe(201);
    expect((await detail(ticket.id)).signatures.map((s) => s.stage)).toEqual(['pickup', 'intake']);
  });

  it('takes the PNG as a multipart file', async () => {
    const ticket = await t.createTicket();
    const form = new FormData();
    form.set('stage', 'intake');
    form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'firma.png');
    const response = await t.app.request(`${ORIGIN}/api/tickets/${ticket.id}/signatures`, {
      method: 'POST',
      body: form,
      headers: { cookie: t.cookie, origin: ORIGIN },
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expect((await detail(ticket.id)).signatures).toHaveLength(1);
  });

  it('refuses what is not a real PNG of a signature, in Italian, storing nothing', async () => {
    const ticket = await t.createTicket();
    const jpeg = await sampleImage('jpeg', { width: 400, height: 150 });
    const cases: [unknown, number, string][] = [
      [dataUrl(jpeg), 422, CHECK_MESSAGES.imageInvalid],
      [dataUrl(jpeg, 'image/jpeg'), 422, CHECK_MESSAGES.imageInvalid],
      [
        dataUrl(Buffer.concat([png.subarray(0, 40), Buffer.alloc(40)])),
        422,
        CHECK_MESSAGES.imageInvalid,
      ],
      ['firma', 422, CHECK_MESSAGES.imageInvalid],
      [dataUrl(await sampleImage('png', { width: 10, height: 10 })), 400, CHECK_MESSAGES.imageSize],
      [dataUrl(Buffer.alloc(600 * 1024, 1)), 413, CHECK_MESSAGES.imageTooLarge],
      [undefined, 400, CHECK_MESSAGES.imageRequired],
    ];
    for (const [image, status, message] of cases) {
      const response = await sign(ticket.id, { stage: 'intake', image });
      expect(response.status, message).toBe(status);
      expect(await messageOf(response)).toBe(message);
    }
    const stage = await sign(ticket.id, { stage: 'consegna', image: dataUrl(png) });
    expect(await messageOf(stage)).toBe(CHECK_MESSAGES.stageInvalid);
    expect((await detail(ticket.id)).signatures).toEqual([]);
  });

  it('saves the checks sent with the signature together with it, and neither when refused', async () => {
    const items = [
      { key: 'accensione', label: 'Accensione', result: 'ok', note: null },
      { key: 'display', label: 'Display', result: 'ko', note: 'Graffio' },
    ];
    const ticket = await t.createTicket();
    const refused = await sign(ticket.id, { stage: 'pickup', image: 'firma', items });
    expect(refused.status).toBe(422);
    expect((await detail(ticket.id)).checklist_history).toEqual([]);

    const signed = await sign(ticket.id, { stage: 'pickup', image: dataUrl(png), items });
    expect(signed.status, await signed.clone().text()).toBe(201);
    const after = await detail(ticket.id);
    expect(after.checklist_pickup).toEqual(items);
    expect(after.checklist_history).toHaveLength(1);
    expect(after.signatures.map((s) => s.stage)).toEqual(['pickup']);

    const badItems = await sign(ticket.id, {
      stage: 'intake',
      image: dataUrl(png),
      items: [{ key: 'display', label: 'Display', result: 'rotto' }],
    });
    expect(badItems.status).toBe(400);
    expect((await detail(ticket.id)).signatures).toHaveLength(1);
  });

  it('is staff work: an account of role user is refused', async () => {
    const ticket = await t.createTicket();
    const response = await sign(ticket.id, { stage: 'intake', image: dataUrl(png) }, user);
    expect(response.status).toBe(403);
  });
});

describe('the signed evidence', () => {
  it('cannot be edited: the signed checks refuse a new save, the terms stay as signed', async () => {
    const items = [{ key: 'display', label: 'Display', result: 'ok' }];
    const ticket = await t.createTicket();
    const path = `/api/tickets/${ticket.id}/checklist/intake`;
    expect((await t.request('PUT', path, { cookie: t.cookie, body: { items } })).status).toBe(200);
    expect((await sign(ticket.id, { stage: 'intake', image: dataUrl(png) })).status).toBe(201);

    const late = await t.request('PUT', path, {
      cookie: t.cookie,
      body: { items: [{ ...items[0], result: 'ko' }] },
    });
    expect(late.status).toBe(409);
    expect(await messageOf(late)).toBe(CHECK_MESSAGES.signed);
    const pickup = `/api/tickets/${ticket.id}/checklist/pickup`;
    expect((await t.request('PUT', pickup, { cookie: t.cookie, body: { items } })).status).toBe(
      200,
    );

    await setSettings(t, { terms_and_conditions: 'Nuove condizioni' });
    const [signature] = (await detail(ticket.id)).signatures;
    expect(signature?.terms_text).toBe(TERMS);
    expect((await detail(ticket.id)).checklist_intake).toEqual([{ ...items[0], note: null }]);
    const base = `/api/tickets/${ticket.id}/signatures/${signature?.id}`;
    for (const method of ['PUT', 'PATCH', 'DELETE'])
      expect((await t.request(method, base, { cookie: t.cookie, body: {} })).status).toBe(404);
    await setSettings(t, { terms_and_conditions: TERMS });
  });

  it('stays after the customer’s anonymisation for the ten years the law allows, then goes', async () => {
    const admin = await t.signIn((await t.addUser('admin')).email);
    const ticket = await t.createTicket();
    const signature = await readJson<SignatureDto>(
      await sign(ticket.id, { stage: 'intake', image: dataUrl(png), typed_name: 'Maria Rossi' }),
    );
    const [row] = await t.db
      .selectFrom('ticket_signatures')
      .select('storage_key')
      .where('id', '=', signature.id)
      .execute();
    const key = row?.storage_key ?? '';
    const gone = await t.request('POST', `/api/customers/${ticket.customer_id}/anonymise`, {
      cookie: admin,
    });
    expect(gone.status, await gone.clone().text()).toBe(200);
    // The signed record is the shop's evidence of what was handed over (GDPR art. 17(3)(e)).
    expect((await detail(ticket.id)).signatures).toEqual([signature]);
    expect(await sweepOrphanSignatureFiles(t.deps, 0)).toBe(0);
    expect(await t.deps.storage.stat(key)).not.toBeNull();

    const tenYearsOn = new Date(Date.parse(signature.signed_at) + 3660 * 86_400_000);
    await sweepOrphanSignatureFiles({ ...t.deps, clock: () => tenYearsOn }, 0);
    expect((await detail(ticket.id)).signatures).toEqual([]);
    expect(await t.deps.storage.stat(key)).toBeNull();
  });

  it('goes with a purged ticket (sweep)', async () => {
    const purged = await t.createTicket();
    await sign(purged.id, { stage: 'pickup', image: dataUrl(png) });
    const [left] = await t.db
      .selectFrom('ticket_signatures')
      .select('storage_key')
      .where('ticket_id', '=', purged.id)
      .execute();
    await t.db.deleteFrom('tickets').where('id', '=', purged.id).execute();
    expect(await sweepOrphanSignatureFiles(t.deps, 0)).toBe(1);
    expect(await t.deps.storage.stat(left?.storage_key ?? '')).toBeNull();
  });
});
