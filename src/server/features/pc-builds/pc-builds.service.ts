import type { Kysely, Transaction } from 'kysely';
import { z } from 'zod';
import { euroToCents } from '../../../shared/money';
import {
  COMPONENT_KINDS,
  type ComponentInput,
  type ListPcBuildsQuery,
  PC_BUILD_MESSAGES,
  PC_BUILD_NUMBER_PREFIX,
  type PcBuildCreateInput,
  type PcBuildDefaultsDto,
  type PcBuildDto,
  type PcBuildUpdateInput,
  type PublicPcBuildDto,
} from '../../../shared/pc-builds/pc-builds';
import { type PricingTotals, priceLines } from '../../../shared/pricing';
import { formatPeriodNumber, ticketPeriod } from '../../../shared/tickets/ticket-number';
import { isUuidShape } from '../../../shared/tickets/ticket-schemas';
import { toIso } from '../../db/normalize';
import { nextInPeriod } from '../../db/period-counter';
import type { DB } from '../../db/schema';
import {
  fromWarehouse,
  lineColumns,
  linesFromRows,
  type StoredLine,
  settingHundredths,
  settingTenths,
  storedLines,
  totalsColumns,
} from '../../documents/priced-lines';
import { conflict, notFound } from '../../errors';
import type { AppDeps } from '../../http/context';
import { decodeCursor, toPage } from '../../http/paging';
import { normalizeInternationalPhone } from '../../phone/international-phone';
import { readSettings } from '../../settings/settings-store';
import { linkDocumentCustomer } from '../customers/customers.service';
import { pcBuildSearch } from './pc-build-search';
import {
  presentPcBuild,
  presentPcBuildListItem,
  presentPublicPcBuild,
} from './pc-builds.presenter';
import {
  categoryKinds,
  deleteBuildRows,
  deleteComponents,
  insertBuild,
  insertComponents,
  type PcBuildListRow,
  selectBuild,
  selectBuilds,
  selectComponents,
  updateBuildAtVersion,
} from './pc-builds.queries';

/** What the customers' privacy rights read and empty in a customer's PC builds. */
export { anonymiseCustomerPcBuilds, customerPcBuildsForExport } from './pc-build-privacy';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock'>;
type Component = StoredLine & { kind: ComponentInput['kind'] };

const cursorKey = z.tuple([z.union([z.string(), z.number()]), z.string()]);
const sortValue = (row: PcBuildListRow, sort: ListPcBuildsQuery['sort']) =>
  sort === 'total_amount' ? Number(row.total_cents) : toIso(row.created_at);

export async function listPcBuilds(deps: Deps, query: ListPcBuildsQuery) {
  const rows = await selectBuilds(deps.db, {
    sort: query.sort,
    order: query.order,
    status: query.status,
    limit: query.limit + 1,
    after: query.cursor ? decodeCursor(query.cursor, cursorKey) : undefined,
    search: await pcBuildSearch.forQuery(deps.db, deps.dialect, query.q),
  });
  const page = toPage(rows, query.limit, (last) => [sortValue(last, query.sort), last.id]);
  return { items: page.rows.map(presentPcBuildListItem), next_cursor: page.next_cursor };
}

export async function getPcBuild(deps: Pick<Deps, 'db'>, id: string): Promise<PcBuildDto> {
  const row = await selectBuild(deps.db, id);
  if (!row) throw notFound(PC_BUILD_MESSAGES.notFound);
  return presentPcBuild(row, await selectComponents(deps.db, id));
}

/** A build's markup (tenths) and VAT rate (hundredths of a percent), as stored. */
export async function pcBuildRates(deps: Pick<Deps, 'db'>, id: string) {
  const row = await selectBuild(deps.db, id);
  if (!row) throw notFound(PC_BUILD_MESSAGES.notFound);
  return { marginTenths: row.margin_tenths, vatHundredths: row.vat_hundredths };
}

/** The pcbuild_* settings (SPEC §9: 22 % VAT, 30 % margin, the delivery and payment notes). */
export async function pcBuildDefaults(deps: Pick<Deps, 'db'>): Promise<PcBuildDefaultsDto> {
  const defaults = await defaultRates(deps);
  return {
    margin_percent: defaults.marginTenths / 10,
    vat_rate: defaults.vatHundredths / 100,
    notes: defaults.notes,
  };
}

/** The same, as the server keeps them: markup in tenths, VAT rate in hundredths of a percent. */
async function defaultRates(deps: Pick<Deps, 'db'>) {
  const settings = await readSettings(deps.db);
  return {
    marginTenths: settingTenths(settings.pcbuild_default_margin_percentage, 300),
    vatHundredths: settingHundredths(settings.pcbuild_default_vat_rate, 2200),
    notes: settings.pcbuild_default_notes,
  };
}

/**
 * The components as sent, completed from the warehouse (price, cost) and grouped by kind in the
 * catalogue's order, each kind keeping the order typed. A line from stock left as 'Altro' takes
 * the kind its product's category names, so the customer's page groups it where it belongs.
 */
async function components(db: Kysely<DB>, input: readonly ComponentInput[]): Promise<Component[]> {
  const lines = storedLines(input);
  const sent = input.map((c, i) => ({ ...(lines[i] as StoredLine), kind: c.kind }));
  const kinds = await categoryKinds(
    db,
    sent.flatMap((c) => (c.productId ? [c.productId] : [])),
  );
  return (await fromWarehouse(db, sent))
    .map((c) => {
      const named = c.productId ? kinds.get(c.productId) : undefined;
      return c.kind === 'Altro' && named ? { ...c, kind: named } : c;
    })
    .sort((a, b) => COMPONENT_KINDS.indexOf(a.kind) - COMPONENT_KINDS.indexOf(b.kind));
}

async function storedComponents(deps: Pick<Deps, 'db'>, id: string): Promise<Component[]> {
  const rows = await selectComponents(deps.db, id);
  return linesFromRows(rows).map((line, i) => ({ ...line, kind: rows[i]?.kind ?? 'Altro' }));
}

/** The customer's phone as E.164 where it parses, like the ticket forms (phone/). */
const withPhone = <T extends { customer_phone?: string | null }>(input: T): T =>
  input.customer_phone
    ? { ...input, customer_phone: normalizeInternationalPhone(input.customer_phone) }
    : input;

async function writeComponents(
  trx: Transaction<DB>,
  buildId: string,
  list: readonly Component[],
  totals: PricingTotals,
) {
  const rows = lineColumns(list, totals);
  await insertComponents(
    trx,
    rows.map((row, i) => ({ ...row, build_id: buildId, kind: list[i]?.kind ?? 'Altro' })),
  );
}

export async function createPcBuild(
  deps: Deps,
  typed: PcBuildCreateInput,
  userId: string | null,
): Promise<PcBuildDto> {
  const input = withPhone(typed);
  const defaults = await defaultRates(deps);
  const list = await components(deps.db, input.components ?? []);
  const margin = input.margin_percent ?? defaults.marginTenths;
  const vat = input.vat_rate ?? defaults.vatHundredths;
  const totals = priceLines(list, margin, vat);
  const now = deps.clock();
  const at = now.toISOString();
  const id = crypto.randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    const period = ticketPeriod(now);
    const number = formatPeriodNumber(
      PC_BUILD_NUMBER_PREFIX,
      period,
      await nextInPeriod(trx, 'pc_build_counters', period),
    );
    const typed = {
      customer_name: input.customer_name,
      customer_email: input.customer_email,
      customer_phone: input.customer_phone,
    };
    const link = await linkDocumentCustomer(trx, {
      sent: input.customer_id,
      typed,
      actorId: userId,
      now: at,
    });
    const row = {
      build_number: number,
      title: input.title,
      customer_name: typed.customer_name ?? link.fill.customer_name ?? null,
      customer_email: typed.customer_email ?? link.fill.customer_email ?? null,
    };
    await insertBuild(trx, {
      id,
      ...row,
      customer_phone: typed.customer_phone ?? link.fill.customer_phone ?? null,
      customer_id: link.customerId ?? null,
      status: input.status ?? 'Bozza',
      margin_tenths: margin,
      vat_hundredths: vat,
      notes: input.notes === undefined ? defaults.notes || null : input.notes,
      user_id: userId,
      ...totalsColumns(totals),
      search_text: pcBuildSearch.textOf(row),
      created_at: at,
      updated_at: at,
    });
    await writeComponents(trx, id, list, totals);
  });
  return getPcBuild(deps, id);
}

/**
 * An edit of the version the editor last read: the guarded UPDATE comes first, so a save after
 * someone else's matches nothing and is refused (409). `components`, when sent, replaces them.
 */
export async function updatePcBuild(
  deps: Deps,
  actorId: string | null,
  id: string,
  sent: PcBuildUpdateInput,
) {
  const input = withPhone(sent);
  const current = await selectBuild(deps.db, id);
  if (!current) throw notFound(PC_BUILD_MESSAGES.notFound);
  if (Number(current.version) !== input.version) throw conflict(PC_BUILD_MESSAGES.versionConflict);
  const list = input.components
    ? await components(deps.db, input.components)
    : await storedComponents(deps, id);
  const margin = input.margin_percent ?? current.margin_tenths;
  const vat = input.vat_rate ?? current.vat_hundredths;
  const totals = priceLines(list, margin, vat);
  const {
    version,
    components: _components,
    margin_percent,
    vat_rate,
    customer_id,
    ...typed
  } = input;
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const link = await linkDocumentCustomer(trx, {
      sent: customer_id,
      typed,
      current,
      actorId,
      now: at,
    });
    const changed = {
      ...Object.fromEntries(Object.entries(typed).filter(([, v]) => v !== undefined)),
      ...link.fill,
    };
    const merged = { ...current, ...changed };
    const saved = await updateBuildAtVersion(trx, id, version, {
      ...changed,
      ...(link.customerId === undefined ? {} : { customer_id: link.customerId }),
      margin_tenths: margin,
      vat_hundredths: vat,
      ...totalsColumns(totals),
      search_text: pcBuildSearch.textOf(merged),
      updated_at: at,
    });
    if (!saved) throw conflict(PC_BUILD_MESSAGES.versionConflict);
    if (input.components) {
      await deleteComponents(trx, id);
      await writeComponents(trx, id, list, totals);
    }
  });
  return getPcBuild(deps, id);
}

export async function deletePcBuild(deps: Pick<Deps, 'db'>, id: string): Promise<void> {
  const deleted = await deps.db.transaction().execute((trx) => deleteBuildRows(trx, id));
  if (!deleted) throw notFound(PC_BUILD_MESSAGES.notFound);
}

/** A copy as a new Bozza with a new number and the same components. */
export async function duplicatePcBuild(deps: Deps, id: string, userId: string) {
  const source = await getPcBuild(deps, id);
  const rates = await pcBuildRates(deps, id);
  return createPcBuild(
    deps,
    {
      title: source.title,
      customer_name: source.customer_name,
      customer_email: source.customer_email,
      customer_phone: source.customer_phone,
      customer_id: source.customer_id,
      status: 'Bozza',
      margin_percent: rates.marginTenths,
      vat_rate: rates.vatHundredths,
      notes: source.notes,
      components: source.components.map((c) => ({
        kind: c.kind,
        description: c.description,
        quantity: c.quantity,
        unit_cost: euroToCents(c.unit_cost),
        unit_price: euroToCents(c.unit_price),
        product_id: c.product_id,
      })),
    },
    userId,
  );
}

export type PublicPcBuildLookup =
  | { kind: 'invalid_id' }
  | { kind: 'not_found' }
  | { kind: 'found'; build: PublicPcBuildDto };

/**
 * The customer's page and its JSON twin: only what presentPublicPcBuild allows, and only once the
 * build is shared (a Bozza is not public; `preview`: staff looking before the customer can).
 */
export async function lookupPublicPcBuild(
  deps: Pick<Deps, 'db'>,
  id: string,
  preview = false,
): Promise<PublicPcBuildLookup> {
  if (!isUuidShape(id)) return { kind: 'invalid_id' };
  const row = await selectBuild(deps.db, id.toLowerCase());
  if (!row || (row.status === 'Bozza' && !preview)) return { kind: 'not_found' };
  const build = presentPcBuild(row, await selectComponents(deps.db, row.id));
  return { kind: 'found', build: presentPublicPcBuild(build) };
}
