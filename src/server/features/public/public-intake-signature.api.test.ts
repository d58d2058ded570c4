import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_MESSAGES } from '../../../shared/tickets/ticket-check-labels';
import {
  ACCEPTED_FORM,
  appFor,
  countRows,
  formData,
  freshIp,
  setSettings,
} from '../../test/public-test-kit';
import { sampleImage } from '../../test/sample-files';
import { createTestApp, type TestApp } from '../../test/test-app';

/** The public intake form's signature: drawn on the customer's phone, required if the shop says. */
let t: TestApp;
let send: ReturnType<typeof appFor>;
let signature: string;
beforeAll(async () => {
  t = await createTestApp();
  send = appFor(t);
  await setSettings(t, { terms_and_conditions: 'Termini di prova' });
  const png = await sampleImage('png', { width: 320, height: 120 });
  signature = `data:image/png;base64,${png.toString('base64')}`;
});
afterAll(() => t.close());

const post = (fields: Record<string, string>) =>
  send('/api/public/tickets', {
    method: 'POST',
    body: formData(fields),
    ip: freshIp(),
    headers: { 'user-agent': 'Telefono del cliente' },
  });
const signaturesOf = (ticketId: string) =>
  t.db.selectFrom('ticket_signatures').selectAll().where('ticket_id', '=', ticketId).execute();

async function expectSignatureRefused(response: Response, status: number, message: string) {
  const body = (await response.json()) as {
    error: { message: string; details: { fieldErrors: Record<string, string[]> } };
  };
  expect(response.status).toBe(status);
  expect(body.error.message).toBe(message);
  expect(body.error.details.fieldErrors.signature).toEqual([message]);
}

describe('the public intake signature', () => {
  it('is stored as the intake signature, by no account, with the browser and terms', async () => {
    const response = await post({ ...ACCEPTED_FORM, signature });
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await signaturesOf(id);
    expect(row).toMatchObject({
      stage: 'intake',
      signed_by: null,
      user_agent: 'Telefono del cliente',
      ip: expect.any(String),
    });
    expect(row?.terms_version).toMatch(/^[0-9a-f]{16}$/);
    expect(await t.deps.storage.stat(row?.storage_key ?? '')).not.toBeNull();
  });

  it('is optional unless the shop requires it', async () => {
    const optional = await post(ACCEPTED_FORM);
    expect(optional.status).toBe(201);
    expect(await signaturesOf(((await optional.json()) as { id: string }).id)).toEqual([]);

    await setSettings(t, { public_intake_signature_required: 'true' });
    const tickets = await countRows(t, 'tickets');
    await expectSignatureRefused(await post(ACCEPTED_FORM), 400, CHECK_MESSAGES.publicRequired);
    expect(await countRows(t, 'tickets')).toBe(tickets);
    expect((await post({ ...ACCEPTED_FORM, signature })).status).toBe(201);
    await setSettings(t, { public_intake_signature_required: 'false' });
  });

  it('refuses a signature that is not a PNG, before any ticket is stored', async () => {
    const tickets = await countRows(t, 'tickets');
    const jpeg = await sampleImage('jpeg', { width: 320, height: 120 });
    await expectSignatureRefused(
      await post({
        ...ACCEPTED_FORM,
        signature: `data:image/png;base64,${jpeg.toString('base64')}`,
      }),
      422,
      CHECK_MESSAGES.imageInvalid,
    );
    expect(await countRows(t, 'tickets')).toBe(tickets);
  });

  it('keeps the other text fields at 20,000 bytes', async () => {
    const response = await post({ ...ACCEPTED_FORM, order_id: 'x'.repeat(30_000) });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Campo troppo lungo: order_id',
    );
  });
});
