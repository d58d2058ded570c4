import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FilterCodec, useUrlFilters } from './use-url-filters';

interface Filters {
  q: string;
  status: 'open' | 'all';
}

const codec: FilterCodec<Filters> = {
  parse: (params) => ({
    q: (params.get('q') ?? '').trim(),
    status: params.get('status') === 'all' ? 'all' : 'open',
  }),
  serialize: (filters) => {
    const params = new URLSearchParams();
    if (filters.q.trim()) params.set('q', filters.q.trim());
    if (filters.status !== 'open') params.set('status', filters.status);
    return params;
  },
};

function setup(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => {
      const [filters, change] = useUrlFilters(codec);
      return { filters, change, search: useLocation().search, navigation: useNavigationType() };
    },
    { wrapper },
  );
}

describe('useUrlFilters', () => {
  it('reads the filters from the URL, falling back to defaults for unknown values', () => {
    expect(setup('/tickets?q=rossi&status=all').result.current.filters).toEqual({
      q: 'rossi',
      status: 'all',
    });
    expect(setup('/tickets?status=boh').result.current.filters).toEqual({ q: '', status: 'open' });
  });

  it('writes only what differs from the defaults, as the URL will read back', () => {
    const { result } = setup('/tickets?status=all');
    act(() => result.current.change({ q: '  rossi ' }));
    expect(result.current.filters).toEqual({ q: 'rossi', status: 'all' });
    expect(result.current.search).toBe('?q=rossi&status=all');
    expect(result.current.navigation).toBe('PUSH');
    act(() => result.current.change({ q: '', status: 'open' }));
    expect(result.current.search).toBe('');
  });

  it('replaces the history entry while typing instead of adding one per pause', () => {
    const { result } = setup('/tickets');
    act(() => result.current.change({ q: 'ros' }, { typing: true }));
    expect(result.current.search).toBe('?q=ros');
    expect(result.current.navigation).toBe('REPLACE');
  });
});
