import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TillStatusDto } from '../../../../shared/receipts/fiscal-devices';
import { renderWithApp } from '../../../test/render';
import { IncassaDialog } from './incassa-dialog';

afterEach(() => vi.unstubAllGlobals());

const RT_ON: TillStatusDto = { rt_enabled: true, receipt_mode: 'always' };

/** The dialog over a server that answers the till's status and, for the payment, `answer`. */
function open(balanceDue: number | null, answer: Response, till: TillStatusDto = RT_ON) {
  const status = vi.fn(async () => json(200, till));
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) =>
    url.endsWith('/api/fiscal-devices/status') ? status() : fetch(url, init),
  );
  const onRecorded = vi.fn();
  const onClose = vi.fn();
  const view = renderWithApp(
    <IncassaDialog
      open
      ticketId="t1"
      balanceDue={balanceDue}
      onClose={onClose}
      onRecorded={onRecorded}
    />,
  );
  return { ...view, fetch, status, onRecorded, onClose };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

/** Once the till's status was asked, and its answer had a turn to render. */
async function answered(status: ReturnType<typeof vi.fn>) {
  await waitFor(() => expect(status).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('IncassaDialog', () => {
  it('starts from the balance and sends method, amount, note and the closing choice', async () => {
    const recorded = {
      payment: {},
      ticket: { id: 't1', status: 'Chiuso', paid: 120, balance_due: 0 },
    };
    const { user, fetch, onRecorded, onClose } = open(89.5, json(201, recorded));
    const amount = screen.getByLabelText(/Importo/);
    expect((amount as HTMLInputElement).value).toBe('89,50');
    await user.selectOptions(screen.getByLabelText('Metodo di pagamento'), 'carta');
    await user.type(screen.getByLabelText('Nota'), 'Saldo');
    await user.click(screen.getByLabelText(/Chiudi il ticket/));
    await user.click(screen.getByRole('button', { name: 'Registra incasso' }));
    await waitFor(() =>
      expect(onRecorded).toHaveBeenCalledWith('Pagamento registrato e ticket chiuso'),
    );
    expect(onClose).toHaveBeenCalled();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const body = JSON.parse(String(init.body));
    expect(body).toEqual({
      ticket_id: 't1',
      amount: '89,50',
      method: 'carta',
      note: 'Saldo',
      close_ticket: true,
    });
  });

  it('sends the lottery code in capitals and shows its refusal beside the field', async () => {
    const message = 'Il codice lotteria vale per acquisti da 1,00 € in su';
    const refusal = {
      error: {
        code: 'validation_failed',
        message,
        details: { fieldErrors: { lottery_code: [message] } },
      },
    };
    const { user, fetch, onClose } = open(0.5, json(400, refusal));
    await user.selectOptions(screen.getByLabelText('Metodo di pagamento'), 'carta');
    await user.type(await screen.findByLabelText('Codice lotteria'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Registra incasso' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Codice lotteria').getAttribute('aria-invalid')).toBe('true');
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).lottery_code).toBe('ABCD1234');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks no lottery code without an RT, nor in mode never; in mode ask only for a scontrino', async () => {
    const paid = json(201, { payment: {}, ticket: { id: 't1', status: 'Pronto' } });
    const noRt = open(10, paid, { rt_enabled: false, receipt_mode: 'always' });
    await answered(noRt.status);
    expect(screen.queryByLabelText('Codice lotteria')).toBeNull();
    expect(screen.queryByLabelText('Documento per il cliente')).toBeNull();
    noRt.unmount();
    const never = open(10, paid, { rt_enabled: true, receipt_mode: 'never' });
    await answered(never.status);
    expect(screen.queryByLabelText('Codice lotteria')).toBeNull();
    never.unmount();
    const { user } = open(10, paid, { rt_enabled: true, receipt_mode: 'ask' });
    const document = await screen.findByLabelText('Documento per il cliente');
    expect(screen.queryByLabelText('Codice lotteria')).toBeNull();
    await user.selectOptions(document, 'scontrino');
    expect(screen.getByLabelText('Codice lotteria')).toBeTruthy();
    await user.selectOptions(document, 'fattura');
    expect(screen.queryByLabelText('Codice lotteria')).toBeNull();
  });

  it("shows the server's refusal on the amount and stays open", async () => {
    const message = "L'importo supera quanto resta da saldare (10,00 €)";
    const refusal = {
      error: {
        code: 'validation_failed',
        message,
        details: { fieldErrors: { amount: [message] } },
      },
    };
    const { user, onClose } = open(null, json(400, refusal));
    expect((screen.getByLabelText(/Importo/) as HTMLInputElement).value).toBe('');
    await user.type(screen.getByLabelText(/Importo/), '20');
    await user.click(screen.getByRole('button', { name: 'Registra incasso' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('with cash received shows the change and sends the cash as a tender', async () => {
    const recorded = {
      payment: {},
      ticket: { id: 't1', status: 'Pronto', paid: 20, balance_due: 0 },
    };
    const { user, fetch, onRecorded } = open(18.5, json(201, recorded));
    await user.type(screen.getByLabelText(/Contanti ricevuti/), '20');
    expect(screen.getByText(/Resto: 1,50/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registra incasso' }));
    await waitFor(() => expect(onRecorded).toHaveBeenCalledWith('Pagamento registrato'));
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      ticket_id: 't1',
      tenders: [{ method: 'contanti', amount: '18,50', cash_received: '20' }],
      note: '',
      close_ticket: false,
    });
  });

  it('splits the balance into card and cash, each its own tender', async () => {
    const recorded = {
      payment: {},
      ticket: { id: 't1', status: 'Pronto', paid: 199, balance_due: 0 },
    };
    const { user, fetch } = open(199, json(201, recorded));
    await user.selectOptions(screen.getByLabelText('Metodo di pagamento'), 'carta');
    await user.clear(screen.getByLabelText(/Importo/));
    await user.type(screen.getByLabelText(/Importo/), '50');
    await user.type(screen.getByLabelText('Codice autorizzazione POS (facoltativo)'), 'AUT 42');
    await user.click(screen.getByRole('button', { name: 'Aggiungi pagamento' }));
    // The second row starts with what is still missing, in cash.
    expect(screen.getByLabelText('Importo (€) (pagamento 2)')).toHaveProperty('value', '149,00');
    await user.type(screen.getByLabelText('Contanti ricevuti (€) (pagamento 2)'), '150');
    expect(screen.getByText(/Resto: 1,00/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Registra incasso' }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).tenders).toEqual([
      { method: 'carta', amount: '50', terminal_ref: 'AUT 42' },
      { method: 'contanti', amount: '149,00', cash_received: '150' },
    ]);
  });
});
