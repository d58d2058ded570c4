import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InvoiceDto } from '../../../../shared/invoices/invoice-dto';
import { InvoicePayment } from './invoice-payment';

const payment = (details: InvoiceDto['payment']['details']): InvoiceDto['payment'] => ({
  condition: details.length === 0 ? null : 'TP01',
  method: 'MP05',
  due_date: '2026-12-20',
  iban: 'IT60X0542811101000000123456',
  details,
});

describe('InvoicePayment', () => {
  it('says what was received, by which means, and what is still due with its terms', () => {
    render(
      <InvoicePayment
        payment={payment([
          { method: 'MP08', amount: 50, due_date: null, paid: true },
          { method: 'MP01', amount: 9.5, due_date: null, paid: true },
          { method: 'MP05', amount: 149, due_date: '2026-12-20', paid: false },
        ])}
      />,
    );
    const section = screen.getByRole('region', { name: 'Pagamento' });
    expect(section.textContent).toContain('Pagato: Carta di pagamento 50,00\u00a0€');
    expect(section.textContent).toContain('Pagato: Contanti 9,50\u00a0€');
    expect(section.textContent).toContain('Da pagare: Bonifico 149,00\u00a0€, scadenza 20/12/2026');
    expect(section.textContent).toContain('IBAN IT60X0542811101000000123456');
    expect(section.textContent).not.toContain('pagamento completo');
  });

  it('a credit note has no payment to state', () => {
    render(<InvoicePayment payment={payment([])} />);
    expect(screen.getByRole('region', { name: 'Pagamento' }).textContent).toContain(
      'Nessun pagamento dovuto',
    );
  });
});
