import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { StageChecks } from './stage-checks';

const START = [
  { key: 'accensione', label: 'Accensione', result: 'ok' as const, note: null },
  { key: 'display', label: 'Display', result: 'ok' as const, note: null },
];

/** happy-dom draws nothing: a 2D context whose every call does nothing (signature_pad calls it). */
function stubCanvas() {
  const context = new Proxy({}, { get: () => () => {}, set: () => true });
  return vi
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockReturnValue(context as CanvasRenderingContext2D);
}

describe('StageChecks', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the ticked checks with the signature, in one request', async () => {
    stubCanvas();
    const calls: { url: string; method: string; body: Record<string, unknown> }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        calls.push({
          url,
          method: init.method ?? 'GET',
          body: init.body ? JSON.parse(String(init.body)) : {},
        });
        return new Response(JSON.stringify({ id: 's1', stage: 'pickup' }), { status: 201 });
      }),
    );
    const { user } = renderWithApp(
      <StageChecks ticketId="t1" stage="pickup" start={START} fresh terms="" />,
    );
    for (const label of ['Accensione', 'Display']) {
      const group = screen.getByRole('radiogroup', { name: label });
      await user.click(
        Array.from(group.querySelectorAll('input')).find((i) =>
          i.parentElement?.textContent?.includes('Non funzionante'),
        ) as HTMLInputElement,
      );
    }
    await user.click(screen.getByRole('button', { name: 'Fai firmare il cliente al ritiro' }));
    await user.click(screen.getByRole('button', { name: 'Scrivi il nome invece di firmare' }));
    await user.type(screen.getByLabelText('Nome e cognome del cliente'), 'Mario Rossi');
    await user.click(screen.getByRole('button', { name: 'Salva la firma' }));

    await vi.waitFor(() => expect(calls.length).toBe(1));
    expect(calls[0]).toMatchObject({
      url: '/api/tickets/t1/signatures',
      method: 'POST',
      body: {
        stage: 'pickup',
        typed_name: 'Mario Rossi',
        items: [
          { key: 'accensione', label: 'Accensione', result: 'ko', note: null },
          { key: 'display', label: 'Display', result: 'ko', note: null },
        ],
      },
    });
  });

  it('does not send checks already saved again with the signature (one history entry)', async () => {
    stubCanvas();
    const bodies: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        bodies.push(init.body ? JSON.parse(String(init.body)) : {});
        return new Response(JSON.stringify({ id: 's1', stage: 'intake' }), { status: 201 });
      }),
    );
    const { user } = renderWithApp(
      <StageChecks ticketId="t1" stage="intake" start={START} fresh={false} terms="" />,
    );
    await user.click(
      screen.getByRole('button', { name: 'Fai firmare il cliente all’accettazione' }),
    );
    await user.click(screen.getByRole('button', { name: 'Scrivi il nome invece di firmare' }));
    await user.type(screen.getByLabelText('Nome e cognome del cliente'), 'Mario Rossi');
    await user.click(screen.getByRole('button', { name: 'Salva la firma' }));
    await vi.waitFor(() => expect(bodies.length).toBe(1));
    expect(bodies[0]).toMatchObject({ stage: 'intake', typed_name: 'Mario Rossi' });
    expect(bodies[0]).not.toHaveProperty('items');
  });
});
