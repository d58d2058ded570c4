import type { Instant } from './column-values';

/** One fixed window of one rate limit (rate-limit/rate-limit.ts). */
export interface RateLimitCountersTable {
  bucket: string;
  /** Start of the window, epoch milliseconds. */
  window_start: number;
  count: number;
}

/** Every terms text a customer has accepted, keyed by its hash (features/public/shop.ts). */
export interface TermsVersionsTable {
  version: string;
  text: string;
  first_accepted_at: Instant;
}

/** Proof of consent stored with a public ticket: when, from which address, which text. */
export interface TicketTermsAcceptancesTable {
  ticket_id: string;
  accepted_at: Instant;
  accepted_ip: string;
  terms_version: string;
}

export interface PublicTables {
  rate_limit_counters: RateLimitCountersTable;
  terms_versions: TermsVersionsTable;
  ticket_terms_acceptances: TicketTermsAcceptancesTable;
}
