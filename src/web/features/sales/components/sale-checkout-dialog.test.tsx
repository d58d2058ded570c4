import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TillStatusDto } from '../../../../shared/receipts/fiscal-devices';
import type { SaleDocument } from '../../../../shared/receipts/receipt-mode';
import { renderWithApp } from '../../../test/render';
import { SaleCheckoutDialog } from './sale-checkout-dialog';

afterEach(() => vi.unstubAllGlobals());

/** The counter's *Incassa* over a server that answers only the till's status. */
function open(till: TillStatusDto, document: SaleDocument) {
  const status = vi.fn(async () => new Response(JSON.stringify(till), { status: 200 }));
  vi.stubGlobal('fetch', status);
  const onConfirm = vi.fn();
  const view = renderWithApp(
    <SaleCheckoutDialog
      open
      totalCents={1500}
      document={document}
      busy={false}
      error={null}
      onClose={vi.fn()}
      onConfirm={onConfirm}
    />,
  );
  return { ...view, status, onConfirm };
}

async function answered(status: ReturnType<typeof vi.fn>) {
  await waitFor(() => expect(status).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('SaleCheckoutDialog', () => {
  it('with the RT on and a documento commerciale asks the lottery code and hands it over', async () => {
    const { user, onConfirm } = open({ rt_enabled: true, receipt_mode: 'never' }, 'scontrino');
    await user.click(screen.getByRole('button', { name: /Carta/ }));
    await user.type(await screen.findByLabelText('Codice lotteria'), 'abcd1234');
    await user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(onConfirm).toHaveBeenCalledWith(expect.any(Array), 'ABCD1234');
  });

  it('asks no lottery code without an RT, nor when the sale is invoiced', async () => {
    const noRt = open({ rt_enabled: false, receipt_mode: 'always' }, 'scontrino');
    await answered(noRt.status);
    expect(screen.queryByLabelText('Codice lotteria')).toBeNull();
    noRt.unmount();
    const invoiced = open({ rt_enabled: true, receipt_mode: 'always' }, 'fattura');
    await answered(invoiced.status);
    expect(screen.queryByLabelText('Codice lotteria')).toBeNull();
    await invoiced.user.click(screen.getByRole('button', { name: 'Conferma' }));
    expect(invoiced.onConfirm).toHaveBeenCalledWith(expect.any(Array), '');
  });
});
