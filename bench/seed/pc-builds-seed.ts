import { type Insertable, sql } from 'kysely';
import type { PcBuildTable } from '../../src/server/db/tables/pc-build-tables';
import { pcBuildSearch } from '../../src/server/features/pc-builds/pc-build-search';
import { PC_BUILD_STATUSES } from '../../src/shared/pc-builds/pc-builds';
import { priceLines } from '../../src/shared/pricing';
import type { BenchApp } from '../lib/bench-app';
import { FIRST_NAMES, mulberry32, SURNAMES, zipfPicker } from './italian-data';

const TITLES = ['PC gaming', 'PC ufficio', 'Workstation', 'PC streaming', 'Mini PC', 'Server NAS'];

/**
 * `builds` PC builds over five years (seed 15), totals of eight components priced by the pricing
 * module; the components themselves are not needed by the list, so only the builds are stored.
 */
export async function seedPcBuilds(bench: BenchApp, builds: number) {
  const started = performance.now();
  const db = bench.database.db;
  const random = mulberry32(15);
  const surname = zipfPicker(SURNAMES.length, random);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const postgres = bench.engine === 'postgres';
  if (postgres) await sql`drop index if exists pc_builds_search_trgm_idx`.execute(db);
  const fiveYears = 5 * 365 * 86_400_000;
  const now = Date.now();
  for (let start = 0; start < builds; start += 400) {
    const rows: Insertable<PcBuildTable>[] = [];
    for (let k = 0; k < Math.min(400, builds - start); k++) {
      const i = start + k;
      const at = new Date(now - Math.floor(((builds - i) / builds) * fiveYears)).toISOString();
      const totals = priceLines(
        Array.from({ length: 8 }, () => ({
          quantity: 1,
          unitCostCents: 3000 + Math.floor(random() * 40_000),
        })),
        300,
        220,
      );
      const row = {
        build_number: `PC-${at.slice(0, 7)}-${String(i).padStart(6, '0')}`,
        title: `${pick(TITLES)} ${i % 50}`,
        customer_name: `${pick(FIRST_NAMES)} ${SURNAMES[surname()]}`,
        customer_email: null,
      };
      rows.push({
        id: crypto.randomUUID(),
        ...row,
        customer_phone: null,
        status: pick(PC_BUILD_STATUSES),
        margin_tenths: 300,
        vat_hundredths: 2200,
        notes: null,
        user_id: bench.staffIds[0] ?? null,
        taxable_cents: totals.taxableCents,
        vat_cents: totals.vatAmountCents,
        total_cents: totals.totalCents,
        margin_cents: totals.marginAmountCents,
        search_text: pcBuildSearch.textOf(row),
        created_at: at,
        updated_at: at,
      });
    }
    await db.insertInto('pc_builds').values(rows).execute();
  }
  if (postgres)
    await sql`create index pc_builds_search_trgm_idx on pc_builds using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
  await sql`analyze`.execute(db);
  return { builds, seconds: (performance.now() - started) / 1000, surname: SURNAMES[0] ?? 'Rossi' };
}
