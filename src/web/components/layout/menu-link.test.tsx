import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PageWarmupProvider } from '../../lib/page-warmup';
import { renderWithApp } from '../../test/render';
import { MenuLink } from './menu-link';

describe('a menu entry', () => {
  it('starts loading its page when the pointer rests on it or the focus reaches it', async () => {
    const warm = vi.fn();
    const { user } = renderWithApp(
      <PageWarmupProvider warm={warm}>
        <MenuLink to="/tickets">Ticket</MenuLink>
        <MenuLink to="/tasks">Attività</MenuLink>
      </PageWarmupProvider>,
    );
    expect(warm).not.toHaveBeenCalled();
    await user.hover(screen.getByRole('link', { name: 'Ticket' }));
    expect(warm).toHaveBeenLastCalledWith('/tickets');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Attività' }));
    expect(warm).toHaveBeenLastCalledWith('/tasks');
  });
});
