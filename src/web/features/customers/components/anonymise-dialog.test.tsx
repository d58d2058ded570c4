import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AnonymiseDialog } from './anonymise-dialog';

const ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const PREVIEW = {
  open_tickets: [{ id: 't1', number: 'FM-2026-11-0007', status: 'In lavorazione' }],
  warranties: [{ id: 't0', number: 'FM-2026-10-0003', until: '2027-10-02' }],
  free_text: [
    {
      document: 'Ticket FM-2026-11-0007',
      path: '/tickets/t1/dettagli',
      field: 'Nota interna',
      excerpt: 'Richiamare la sig.ra Marchetti',
    },
  ],
};

describe('AnonymiseDialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns of open tickets and lists the texts to correct before confirming', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(PREVIEW)));
    vi.stubGlobal('fetch', fetch);
    renderWithApp(
      <AnonymiseDialog
        customer={{ id: ID, display_name: 'Marchetti Giorgia' }}
        open
        onClose={() => {}}
        onDone={() => {}}
      />,
    );
    expect(
      await screen.findByText(
        'Attenzione: 1 ticket è ancora aperto (FM-2026-11-0007, In lavorazione). Il cliente non riceverà più avvisi.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "In garanzia: FM-2026-10-0003 fino al 02/10/2027. Dopo l'anonimizzazione una richiesta in garanzia non ritroverà il cliente: i verbali firmati di accettazione e ritiro restano conservati.",
      ),
    ).toBeTruthy();
    expect(
      screen.getByText('Testi che nominano ancora il cliente: correggili prima di confermare.'),
    ).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ticket FM-2026-11-0007 · Nota interna' });
    expect(link).toHaveProperty('pathname', '/tickets/t1/dettagli');
    expect(screen.getByText('«Richiamare la sig.ra Marchetti»')).toBeTruthy();
    expect(fetch.mock.calls.map(([url]) => url)).toContain(
      `/api/customers/${ID}/anonymise-preview`,
    );
  });
});
