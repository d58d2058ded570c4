import {
  type CustomerSearchSource,
  customerSearchFields,
  emailKey,
} from '../../shared/customers/customer-keys';
import { phoneKey } from '../phone/phone-key';
import { foldForSearch } from '../search/text-search';
import type { BackfilledCustomer, DocumentRow } from './customer-backfill-sql';

/** A customer while the backfill's batch works on it. */
export interface Draft extends BackfilledCustomer {
  /** Created by this run (it may be completed or merged); false: already in the register. */
  fresh: boolean;
  /** new: to insert; stored/changed: in the table (changed: to update); merged: gone. */
  state: 'new' | 'stored' | 'changed' | 'merged';
}

export function newDraft(id: string, name: string | null, row: DocumentRow, at: string): Draft {
  return {
    id,
    last_name: name,
    email: row.email?.trim().toLowerCase() || null,
    phone: row.phone?.trim() || null,
    created_at: at,
    last_activity_at: at,
    fresh: true,
    state: 'new',
  };
}

/** An older document fills what the newer data lacks; the newest data is never overwritten. */
export function complete(draft: Draft, name: string | null, row: DocumentRow, at: string) {
  const before = `${draft.last_name}|${draft.email}|${draft.phone}|${draft.last_activity_at}`;
  draft.last_name ??= name;
  draft.email ??= row.email?.trim().toLowerCase() || null;
  draft.phone ??= row.phone?.trim() || null;
  if (at > draft.last_activity_at) draft.last_activity_at = at;
  if (at < draft.created_at) draft.created_at = at;
  const after = `${draft.last_name}|${draft.email}|${draft.phone}|${draft.last_activity_at}`;
  if (draft.state === 'stored' && after !== before) draft.state = 'changed';
}

/**
 * A document whose phone is one customer's and e-mail another's: they are one person. The one
 * already in the register wins (two of those are never merged: null); else the newer data.
 * Returns the winner, and the loser when it is already stored (its rows must be moved).
 */
export function union(a: Draft, b: Draft): { winner: Draft; stored: Draft | null } | null {
  if (!a.fresh && !b.fresh) return null;
  const aWins = !a.fresh || (b.fresh && a.last_activity_at >= b.last_activity_at);
  const [winner, loser] = aWins ? [a, b] : [b, a];
  if (winner.fresh) {
    complete(winner, loser.last_name, { ...loser, kind: 'tickets', name: null }, loser.created_at);
    if (loser.last_activity_at > winner.last_activity_at) {
      winner.last_activity_at = loser.last_activity_at;
      if (winner.state === 'stored') winner.state = 'changed';
    }
  }
  const stored = loser.state === 'new' ? null : loser;
  loser.state = 'merged';
  return { winner, stored };
}

/** The stored columns of a backfilled customer, computed as the register computes them. */
export function columnsOf(draft: Draft, now: string): Record<string, unknown> {
  const displayName = draft.last_name || draft.email || draft.phone || '';
  const keys = { phone_key: phoneKey(draft.phone), email_key: emailKey(draft.email) };
  const search: CustomerSearchSource = {
    display_name: displayName,
    tax_code: null,
    vat_number: null,
    email: draft.email,
    pec: null,
    phone: draft.phone,
    phone2: null,
    phone_key: keys.phone_key,
    phone2_key: null,
    city: null,
  };
  return {
    id: draft.id,
    kind: 'privato',
    last_name: draft.last_name,
    display_name: displayName,
    sort_name: foldForSearch(displayName),
    email: draft.email,
    phone: draft.phone,
    ...keys,
    search_text: foldForSearch(
      customerSearchFields(search)
        .map((f) => f ?? '')
        .join(' '),
    ),
    created_at: draft.created_at,
    last_activity_at: draft.last_activity_at,
    updated_at: now,
  };
}
