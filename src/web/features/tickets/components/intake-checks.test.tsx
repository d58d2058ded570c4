import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { IntakeChecks } from './intake-checks';
import type { IntakeHandle } from './intake-handle';

const CHECKLISTS = {
  checklists: [
    { device_kind: 'Smartphone', items: [{ key: 'accensione', label: 'Accensione' }] },
    { device_kind: 'Console', items: [{ key: 'lettore', label: 'Lettore schede' }] },
  ],
};

describe('IntakeChecks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the checks of a kind picked before the lists arrived', async () => {
    let arrive = () => {};
    const lists = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/settings/checklists') {
          await lists;
          return new Response(JSON.stringify(CHECKLISTS));
        }
        return new Response(JSON.stringify({ terms: '' }));
      }),
    );
    const handle: { current: IntakeHandle } = { current: {} };
    const { user } = renderWithApp(<IntakeChecks handle={handle} />);
    await user.selectOptions(screen.getByLabelText('Elenco dei controlli'), 'Console');
    arrive();
    expect(await screen.findByRole('radiogroup', { name: 'Lettore schede' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Accensione' })).toBeNull();
  });
});
