import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RefusedFilesDto } from '../../../../shared/sdi/sdi-received';
import { renderWithApp } from '../../../test/render';
import { RefusedSdiFiles } from './refused-files';

afterEach(() => vi.unstubAllGlobals());

function serve(answer: RefusedFilesDto) {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(answer)));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const DUPLICATE = {
  id: 'f2',
  file_name: 'IT00743110157_00005.xml',
  received_at: '2026-12-05T09:37:00Z',
  reason: 'Fattura già importata: numero RN-101 del 01/12/2026 di questo fornitore',
};
const UNREADABLE = {
  id: 'f1',
  file_name: 'IT00743110157_00002.xml',
  received_at: '2026-07-01T22:15:00Z',
  reason: 'Il file non è una FatturaPA: manca l’elemento FatturaElettronica',
};

describe('RefusedSdiFiles', () => {
  it('lists the refused files newest first, the Rome time, the reason and how many there are', async () => {
    const fetch = serve({ items: [DUPLICATE, UNREADABLE], total: 12 });
    const { user } = renderWithApp(<RefusedSdiFiles />);
    const section = await screen.findByRole('region', { name: 'Fatture dallo SDI non importate' });
    expect(within(section).getByText('I 2 più recenti di 12')).toBeTruthy();
    const table = within(section).getByRole('table', {
      name: 'File non importati, dal più recente',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      `IT00743110157_00005.xml05/12/2026, 10:37${DUPLICATE.reason}`,
      `IT00743110157_00002.xml02/07/2026, 00:15${UNREADABLE.reason}`,
    ]);
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(
      /\/api\/sdi\/received-files\/refused\?limit=10$/,
    );
    await user.click(within(section).getByRole('button', { name: 'Mostra altri' }));
    await waitFor(() => expect(String(fetch.mock.calls.at(-1)?.[0])).toMatch(/limit=30$/));
  });

  it('shows nothing when no file was refused', async () => {
    const fetch = serve({ items: [], total: 0 });
    renderWithApp(<RefusedSdiFiles />);
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
