import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerDto } from '../../../../shared/customers/customer-dto';
import { renderWithApp } from '../../../test/render';
import { MergeDialog } from './merge-dialog';

const base = {
  kind: 'privato',
  first_name: null,
  company_name: null,
  tax_code: null,
  vat_number: null,
  pec: null,
  sdi_code: null,
  intent_protocol: null,
  intent_date: null,
  phone: null,
  phone_display: null,
  phone2: null,
  phone2_display: null,
  street: null,
  postal_code: null,
  city: null,
  province: null,
  country: 'IT',
  notes: null,
  privacy_ack_at: null,
  marketing_consent: false,
  marketing_consent_at: null,
  to_review: false,
  anonymised_at: null,
  last_activity_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  version: 1,
  balance_due: 0,
  warnings: [] as string[],
} as const;
const KEPT: CustomerDto = {
  ...base,
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  last_name: 'Rossi Mario',
  display_name: 'Rossi Mario',
  email: 'mario@rossi.it',
  counts: { tickets: 2, quotes: 0, pc_builds: 0, invoices: 0, payments: 0 },
};
const DUPLICATE: CustomerDto = {
  ...base,
  id: 'aaaaaaaa-0000-4000-8000-000000000002',
  last_name: 'Rossi M.',
  display_name: 'Rossi M.',
  email: 'm.rossi@example.it',
  to_review: true,
  counts: { tickets: 1, quotes: 1, pc_builds: 0, invoices: 0, payments: 0 },
};

describe('MergeDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what each record holds and merges the other into the one chosen to keep', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/customers?'))
        return new Response(
          JSON.stringify({ items: [{ ...DUPLICATE, city: null }], next_cursor: null }),
        );
      if (init?.method === 'POST') return new Response(JSON.stringify(DUPLICATE));
      return new Response(JSON.stringify(DUPLICATE));
    });
    vi.stubGlobal('fetch', fetch);
    const onMerged = vi.fn();
    const { user } = renderWithApp(
      <MergeDialog customer={KEPT} open onClose={() => {}} onMerged={onMerged} />,
    );
    expect(screen.getByRole('button', { name: 'Unisci' })).toHaveProperty('disabled', true);
    await user.type(screen.getByRole('combobox', { name: 'Cliente duplicato' }), 'Rossi M');
    await user.click(await screen.findByRole('option', { name: /Rossi M\./ }));
    expect(await screen.findByText(/1 ticket, 1 preventivo/)).toBeTruthy();
    expect(screen.getByText(/2 ticket, 0 preventivi/)).toBeTruthy();
    expect(
      screen.getByText(
        /I documenti di Rossi M\. passano a Rossi Mario, poi Rossi M\. viene eliminato/,
      ),
    ).toBeTruthy();

    // Keep the other one instead: the merge goes the other way.
    await user.click(screen.getByRole('radio', { name: /Rossi M\./ }));
    await user.click(screen.getByRole('button', { name: 'Unisci' }));
    await waitFor(() => expect(onMerged).toHaveBeenCalled());
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/customers/${DUPLICATE.id}/merge`);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ from_id: KEPT.id });
  });

  it('names two records of the same name apart, by phone or codice fiscale', async () => {
    const twin: CustomerDto = {
      ...KEPT,
      id: 'aaaaaaaa-0000-4000-8000-000000000003',
      phone: '+393472220002',
      phone_display: '+39 347 222 0002',
      email: null,
    };
    const same: CustomerDto = { ...KEPT, tax_code: 'RSSMRA80A01H501U' };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.startsWith('/api/customers?')
          ? new Response(JSON.stringify({ items: [twin], next_cursor: null }))
          : new Response(JSON.stringify(twin)),
      ),
    );
    const { user } = renderWithApp(
      <MergeDialog customer={same} open onClose={() => {}} onMerged={() => {}} />,
    );
    await user.type(screen.getByRole('combobox', { name: 'Cliente duplicato' }), 'Rossi');
    await user.click(await screen.findByRole('option', { name: /Rossi Mario/ }));
    expect(
      await screen.findByRole('radio', { name: /Rossi Mario \(CF RSSMRA80A01H501U\)/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('radio', { name: /Rossi Mario \(tel\. \+39 347 222 0002\)/ }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "I documenti di Rossi Mario (tel. +39 347 222 0002) passano a Rossi Mario (CF RSSMRA80A01H501U), poi Rossi Mario (tel. +39 347 222 0002) viene eliminato: i suoi telefoni, email e note restano a Rossi Mario (CF RSSMRA80A01H501U), come secondo telefono o nella nota. L'operazione non si può annullare.",
      ),
    ).toBeTruthy();
  });
});
