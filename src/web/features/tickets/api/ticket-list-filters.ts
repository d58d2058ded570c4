import { isTicketPriority, type TicketPriority } from '../../../../shared/tickets/ticket-priority';
import { isTicketStatus, type TicketStatus } from '../../../../shared/tickets/ticket-status';
import type { FilterCodec } from '../../../lib/use-url-filters';

export type TicketSort = 'created_at' | 'priority';
export type SortOrder = 'asc' | 'desc';

/**
 * The dashboard's views of the list, one at a time; each is a `name=true` parameter of
 * GET /api/tickets: not updated for the old-ticket days, assigned to me, created today in Rome,
 * past the promised date and not yet ready or closed, warranty returns (decision 030).
 */
export const TICKET_SCOPES = ['stale', 'mine', 'today', 'late', 'warranty'] as const;
export type TicketScope = (typeof TICKET_SCOPES)[number];
export const TICKET_SCOPE_LABELS: Record<TicketScope, string> = {
  stale: 'Fermi da più giorni',
  mine: 'Assegnati a me',
  today: 'Creati oggi',
  late: 'In ritardo (oltre la data prevista)',
  warranty: 'Rientri in garanzia',
};

/** The list controls; they live in the URL so reload and back keep them. */
export interface TicketListFilters {
  q: string;
  status: TicketStatus | '';
  priority: TicketPriority | '';
  sort: TicketSort;
  order: SortOrder;
  closed: boolean;
  scope: TicketScope | '';
}

/** SPEC §9: newest first, closed tickets hidden. */
export const DEFAULT_FILTERS: TicketListFilters = {
  q: '',
  status: '',
  priority: '',
  sort: 'created_at',
  order: 'desc',
  closed: false,
  scope: '',
};

/** Unknown or hand-edited values fall back to the defaults instead of failing the request. */
export function filtersFromSearch(params: URLSearchParams): TicketListFilters {
  const status = params.get('status');
  const priority = params.get('priority');
  return {
    q: params.get('q') ?? '',
    status: isTicketStatus(status) ? status : '',
    priority: isTicketPriority(priority) ? priority : '',
    sort: params.get('sort') === 'priority' ? 'priority' : 'created_at',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    closed: params.get('closed') === 'true',
    scope: TICKET_SCOPES.find((scope) => params.get(scope) === 'true') ?? '',
  };
}

/** Only what differs from the defaults, so the usual URL stays a bare /tickets. */
export function filtersToSearch(filters: TicketListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.status) params.set('status', filters.status);
  if (filters.priority) params.set('priority', filters.priority);
  if (filters.sort !== DEFAULT_FILTERS.sort) params.set('sort', filters.sort);
  if (filters.order !== DEFAULT_FILTERS.order) params.set('order', filters.order);
  if (filters.closed) params.set('closed', 'true');
  if (filters.scope) params.set(filters.scope, 'true');
  return params;
}

export const TICKET_FILTERS: FilterCodec<TicketListFilters> = {
  parse: filtersFromSearch,
  serialize: filtersToSearch,
};
