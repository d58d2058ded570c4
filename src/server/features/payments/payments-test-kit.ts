import { expect } from 'vitest';
import type { PaymentDto, PaymentRecordedDto } from '../../../shared/payments/payment-dto';
import { readJson, type StaffApp } from '../../test/staff-test-kit';

/** Payments through the API, as the counter and the owner use them. */
export async function pay(
  t: StaffApp,
  body: Record<string, unknown>,
  cookie = t.cookie,
): Promise<PaymentRecordedDto> {
  const response = await t.request('POST', '/api/payments', { cookie, body });
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<PaymentRecordedDto>(response);
}

export const reverse = (t: StaffApp, id: string, reason: unknown, cookie = t.cookie) =>
  t.request('POST', `/api/payments/${id}/reverse`, { cookie, body: { reason } });

export async function reversed(t: StaffApp, id: string, reason = 'Metodo sbagliato') {
  const response = await reverse(t, id, reason);
  expect(response.status, await response.clone().text()).toBe(201);
  return readJson<PaymentDto>(response);
}

/** The staff ticket's money: GET /api/tickets/:id. */
export async function ticketMoneyOf(t: StaffApp, id: string) {
  const ticket = await readJson<{ paid: number; balance_due: number | null; status: string }>(
    await t.request('GET', `/api/tickets/${id}`, { cookie: t.cookie }),
  );
  return { paid: ticket.paid, balance_due: ticket.balance_due, status: ticket.status };
}

export async function storedPayments(t: StaffApp, ticketId: string) {
  return t.db
    .selectFrom('payments')
    .select(['id', 'amount_cents', 'direction', 'method', 'note', 'reversed_by', 'reverses_id'])
    .where('ticket_id', '=', ticketId)
    .orderBy('created_at')
    .orderBy('reverses_id')
    .execute();
}
