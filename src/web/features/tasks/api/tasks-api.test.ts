import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchTaskBoard, tasksApi } from './tasks-api';

/** Every request the prefetch sends, answered with an empty page. */
function recordRequests(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (path: string) => {
    asked.push(path);
    const body = path.startsWith('/api/users') ? [] : { items: [], next_cursor: null };
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
  });
  return asked;
}

const cachedColumns = (client: QueryClient) =>
  client
    .getQueryCache()
    .findAll({ queryKey: tasksApi.key })
    .map((query) => query.queryKey);

/** The board fetched ahead (docs/decisions/016): what the board itself then reads from the cache. */
describe('prefetchTaskBoard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("fills the four columns' first pages under the keys the board reads, once per client", async () => {
    const asked = recordRequests();
    const client = new QueryClient();
    prefetchTaskBoard(client, '');
    prefetchTaskBoard(client, '');
    await vi.waitFor(() => expect(asked).toHaveLength(5));
    expect(asked.sort()).toEqual([
      '/api/tasks?status=Assegnato&limit=10',
      '/api/tasks?status=In+lavorazione&limit=10',
      '/api/tasks?status=Ritardo&limit=10',
      '/api/tasks?status=Terminato&limit=10',
      '/api/users/assignable',
    ]);
    expect(cachedColumns(client)).toContainEqual([...tasksApi.key, 'list', 'status=Ritardo']);

    prefetchTaskBoard(new QueryClient(), '');
    await vi.waitFor(() => expect(asked).toHaveLength(10));
  });

  it("follows the URL's filters: one column when a status is chosen", async () => {
    const asked = recordRequests();
    const client = new QueryClient();
    prefetchTaskBoard(client, '?status=Ritardo&q=batteria&due=bogus');
    await vi.waitFor(() => expect(asked).toHaveLength(2));
    expect(asked).toContain('/api/tasks?q=batteria&status=Ritardo&limit=10');
    expect(cachedColumns(client)).toEqual([[...tasksApi.key, 'list', 'q=batteria&status=Ritardo']]);
  });
});
