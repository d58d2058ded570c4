import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LabelDto } from '../../../../shared/inventory/labels';
import type { LineBody } from '../../../../shared/line-drafts';
import type {
  ComponentKind,
  PcBuildDefaultsDto,
  PcBuildDto,
  PcBuildStatus,
} from '../../../../shared/pc-builds/pc-builds';
import type { QuoteDto } from '../../../../shared/quotes/quotes';
import { phoneCountriesQuery } from '../../../components/ui/phone-field';
import { apiFetch } from '../../../lib/api-fetch';
import type { PrefetchPage } from '../../../lib/page-warmup';
import { resourceApi } from '../../../lib/resource-api';

/** What the form sends: amounts as typed (Italian decimals), parsed by the shared schema. */
export interface PcBuildBody {
  title: string;
  /** The register's customer; null for a person the server finds or creates from the snapshot. */
  customer_id?: string | null;
  customer_name: string;
  customer_email: string;
  customer_phone: string;
  status: PcBuildStatus;
  margin_percent: string;
  vat_rate: string;
  notes: string;
  components: (LineBody & { kind: ComponentKind })[];
}

export const pcBuildsApi = resourceApi<PcBuildDto, PcBuildBody, PcBuildBody & { version: number }>(
  '/api/pc-builds',
);

const pcBuildDefaultsQuery = queryOptions({
  queryKey: [...pcBuildsApi.key, 'defaults'],
  queryFn: ({ signal }) => apiFetch<PcBuildDefaultsDto>(`${pcBuildsApi.path}/defaults`, { signal }),
  staleTime: 60_000,
});

/** Margin, VAT and notes a new build starts from (Settings → PC Build). */
export function usePcBuildDefaults() {
  return useQuery(pcBuildDefaultsQuery);
}

/** The categories under their own key (the warehouse's), so a change to one refreshes it. */
const categoriesQuery = queryOptions({
  queryKey: ['/api/categories', 'all'],
  queryFn: ({ signal }) => apiFetch<{ items: LabelDto[] }>('/api/categories', { signal }),
});

/**
 * A build's form, fetched ahead of its first render: defaults, countries, category kinds and, to
 * edit one, the build.
 */
export const prefetchPcBuildForm: PrefetchPage = (client, target) =>
  Promise.all([
    client.prefetchQuery(pcBuildDefaultsQuery),
    client.prefetchQuery(phoneCountriesQuery),
    client.prefetchQuery(categoriesQuery),
    pcBuildsApi.prefetchOne(client, target),
  ]);

/**
 * The PC component kind each category names (Impostazioni → Categorie), by category id: a line
 * picked from the warehouse starts as its product's kind.
 */
export function useCategoryKinds() {
  return useQuery({
    ...categoriesQuery,
    select: (data) => new Map(data.items.map((c) => [c.id, c.pc_kind ?? null])),
  });
}

/** POST /api/pc-builds/:id/<action>, refreshing every PC build query. */
function usePcBuildAction<T>(action: 'duplicate' | 'share' | 'quote') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<T>(`${pcBuildsApi.path}/${id}/${action}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pcBuildsApi.key }),
  });
}

export const useDuplicatePcBuild = () => usePcBuildAction<PcBuildDto>('duplicate');
export const useSharePcBuild = () => usePcBuildAction<PcBuildDto>('share');
export const usePcBuildQuote = () => usePcBuildAction<QuoteDto>('quote');
