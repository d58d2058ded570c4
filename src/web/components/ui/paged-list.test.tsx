import { useInfiniteQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { PagedList } from './paged-list';

/** A list endpoint in memory: its pages, and which of them fail next time they are asked. */
function fakeEndpoint(pages: string[][]) {
  const failing = new Set<number>();
  return {
    failing,
    fetchPage: async (index: number) => {
      if (failing.has(index)) throw new Error('offline');
      return {
        items: pages[index] ?? [],
        next_cursor: index + 1 < pages.length ? String(index + 1) : null,
      };
    },
  };
}

function Tickets({ endpoint }: { endpoint: ReturnType<typeof fakeEndpoint> }) {
  const query = useInfiniteQuery({
    queryKey: ['tickets'],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => endpoint.fetchPage(pageParam),
    getNextPageParam: (page) => (page.next_cursor === null ? null : Number(page.next_cursor)),
  });
  return (
    <PagedList
      query={query}
      loading={{ label: 'Caricamento ticket' }}
      empty="Nessun ticket trovato"
      loadError={() => 'Impossibile caricare i ticket'}
      refreshError="Aggiornamento non riuscito"
      loadMore="Carica altri ticket"
    >
      {(items) => (
        <ul aria-label="Ticket">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedList>
  );
}

const rows = () => within(screen.getByRole('list', { name: 'Ticket' })).getAllByRole('listitem');
const texts = (items: HTMLElement[]) => items.map((item) => item.textContent);

describe('PagedList', () => {
  it('announces the loading, then shows the rows and loads the next page on request', async () => {
    const { user } = renderWithApp(<Tickets endpoint={fakeEndpoint([['T-1', 'T-2'], ['T-3']])} />);
    expect(screen.getByRole('status').textContent).toBe('Caricamento ticket');
    expect(texts(await screen.findAllByRole('listitem'))).toEqual(['T-1', 'T-2']);
    await user.click(screen.getByRole('button', { name: 'Carica altri ticket' }));
    await screen.findByText('T-3');
    expect(texts(rows())).toEqual(['T-1', 'T-2', 'T-3']);
    expect(screen.queryByRole('button', { name: 'Carica altri ticket' })).toBeNull();
  });

  it('says when there is nothing to show', async () => {
    renderWithApp(<Tickets endpoint={fakeEndpoint([[]])} />);
    expect(await screen.findByText('Nessun ticket trovato')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("shows a failed first page with 'Riprova', which loads it again", async () => {
    const endpoint = fakeEndpoint([['T-1']]);
    endpoint.failing.add(0);
    const { user } = renderWithApp(<Tickets endpoint={endpoint} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Impossibile caricare i ticket');
    endpoint.failing.clear();
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    expect(texts(await screen.findAllByRole('listitem'))).toEqual(['T-1']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("keeps the rows when the next page fails, and 'Riprova' asks for that page", async () => {
    const endpoint = fakeEndpoint([['T-1'], ['T-2']]);
    endpoint.failing.add(1);
    const { user } = renderWithApp(<Tickets endpoint={endpoint} />);
    await user.click(await screen.findByRole('button', { name: 'Carica altri ticket' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Aggiornamento non riuscito');
    expect(texts(rows())).toEqual(['T-1']);
    endpoint.failing.clear();
    await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
    await screen.findByText('T-2');
    expect(texts(rows())).toEqual(['T-1', 'T-2']);
  });
});
