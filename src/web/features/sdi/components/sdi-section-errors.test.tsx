import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TransmissionDto } from '../../../../shared/sdi/sdi-transmission';
import { renderWithApp } from '../../../test/render';
import { SECTION_ERRORS_TITLE, sdiSectionErrors } from './sdi-section-errors';
import { ID, SCARTO } from './sdi-test-scarto';

const journey = (status: TransmissionDto['status']): TransmissionDto => ({
  status,
  file_name: 'IT00743110157_00001.xml',
  sent_at: '2026-12-04T10:00:00.000Z',
  notifications: [SCARTO],
  sends: [],
});

/** The page's parts as the invoice document lays them out, each with its box. */
function Parts() {
  const notes = sdiSectionErrors(ID);
  return (
    <>
      <section aria-label="cliente">{notes.cliente}</section>
      <section aria-label="righe">{notes.righe}</section>
      <section aria-label="riepilogo">{notes.riepilogo}</section>
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('sdiSectionErrors', () => {
  it("puts each of the scarto's errors inside the part it concerns", async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(journey('scartata'))));
    renderWithApp(<Parts />);
    const customer = await screen.findByRole('region', { name: 'cliente' });
    await vi.waitFor(() => expect(customer.textContent).toContain(SECTION_ERRORS_TITLE));
    expect(customer.textContent).toContain('Partita IVA — 00305: IdFiscaleIVA del cessionario');
    expect(customer.textContent).not.toContain('00400');
    const lines = screen.getByRole('region', { name: 'righe' });
    expect(lines.textContent).toContain('Natura — 00400: Natura assente con aliquota zero');
    // A part without errors shows nothing; the unknown code is the panel's, not a part's.
    expect(screen.getByRole('region', { name: 'riepilogo' }).textContent).toBe('');
    expect(document.body.textContent).not.toContain('00200');
  });

  it('shows nothing once the invoice is no longer rejected', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(journey('consegnata'))));
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<Parts />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // The three boxes share one request (one query), and none of them renders.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('region', { name: 'cliente' }).textContent).toBe('');
    expect(screen.getByRole('region', { name: 'righe' }).textContent).toBe('');
  });
});
