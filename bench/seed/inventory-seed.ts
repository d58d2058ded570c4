import { sql } from 'kysely';
import { foldForSearch } from '../../src/server/search/text-search';
import type { BenchApp } from '../lib/bench-app';
import { mulberry32 } from './italian-data';

const DEVICES = [
  'iPhone 11',
  'iPhone 12',
  'iPhone 13',
  'Galaxy S21',
  'Galaxy A52',
  'Redmi Note 12',
  'Pixel 7',
  'MacBook Air',
  'ThinkPad T14',
  'Pavilion 15',
];
const PARTS = [
  'Display',
  'Batteria',
  'Connettore di ricarica',
  'Fotocamera posteriore',
  'Altoparlante',
  'Vetro posteriore',
  'Tastiera',
  'Ventola',
  'SSD',
  'RAM',
];
const BRANDS = [
  'Apple',
  'Samsung',
  'Xiaomi',
  'Google',
  'Lenovo',
  'HP',
  'Crucial',
  'Kingston',
  'Corsair',
  'Generico',
];
const CATEGORIES = [
  'Display',
  'Batterie',
  'Connettori',
  'Fotocamere',
  'Audio',
  'Scocche',
  'Tastiere',
  'Raffreddamento',
  'Archiviazione',
  'Memorie RAM',
];
const REASONS = ['carico', 'scarico', 'rettifica', 'reso_cliente', 'reso_fornitore'] as const;

export interface InventorySeed {
  products: number;
  movements: number;
  seconds: number;
  terms: { brand: string; sku: string; categoryId: string };
}

/**
 * `products` parts (seed 13: the same catalogue every run) from 200 suppliers, ten brands and ten
 * categories, about a fifth below the low-stock line, and `movements` ledger rows spread over
 * them; multi-row inserts inside transactions, the PostgreSQL trigram index built after the load.
 */
export async function seedInventory(
  bench: BenchApp,
  products: number,
  movements: number,
): Promise<InventorySeed> {
  const started = performance.now();
  const db = bench.database.db;
  const random = mulberry32(13);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const now = new Date().toISOString();
  const postgres = bench.engine === 'postgres';
  if (postgres) await sql`drop index if exists products_search_trgm_idx`.execute(db);

  const label = (name: string) => ({
    id: crypto.randomUUID(),
    name,
    name_key: foldForSearch(name),
    description: null,
    created_at: now,
    updated_at: now,
  });
  const brands = BRANDS.map(label);
  const categories = CATEGORIES.map(label);
  await db.insertInto('brands').values(brands).execute();
  await db.insertInto('categories').values(categories).execute();
  const suppliers = Array.from({ length: 200 }, (_, i) => {
    const name = `Fornitore ${String(i + 1).padStart(3, '0')} Srl`;
    return {
      id: crypto.randomUUID(),
      name,
      sort_name: foldForSearch(name),
      email: `ordini${i}@fornitore.example`,
      phone: `+3902555${String(i).padStart(4, '0')}`,
      address: null,
      notes: null,
      vat_number: null,
      search_text: foldForSearch(name),
      created_at: now,
      updated_at: now,
    };
  });
  await db.insertInto('suppliers').values(suppliers).execute();

  const ids: string[] = [];
  const BATCH = 500;
  for (let start = 0; start < products; start += BATCH) {
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: Math.min(BATCH, products - start) }, (_, k) => {
        const i = start + k;
        const id = crypto.randomUUID();
        ids.push(id);
        const brand = pick(brands);
        const name = `${pick(PARTS)} ${brand.name} ${pick(DEVICES)} v${i % 97}`;
        const sku = `SKU-${String(i).padStart(7, '0')}`;
        return {
          id,
          sku,
          ean: null,
          name,
          sort_name: foldForSearch(name),
          brand_id: brand.id,
          category_id: pick(categories).id,
          supplier_id: pick(suppliers).id,
          quantity: random() < 0.2 ? Math.floor(random() * 5) : 5 + Math.floor(random() * 200),
          price_cents: 500 + Math.floor(random() * 30_000),
          cost_cents: 200 + Math.floor(random() * 15_000),
          description: null,
          user_id: bench.staffIds[0] ?? null,
          search_text: foldForSearch(`${name} ${sku}`),
          created_at: now,
          updated_at: now,
        };
      });
      await trx.insertInto('products').values(rows).execute();
    });
  }
  const MOVE_BATCH = 1000;
  for (let start = 0; start < movements; start += MOVE_BATCH) {
    await db.transaction().execute(async (trx) => {
      const rows = Array.from({ length: Math.min(MOVE_BATCH, movements - start) }, (_, k) => ({
        id: crypto.randomUUID(),
        product_id: ids[(start + k) % ids.length] ?? '',
        delta: random() < 0.5 ? 1 + Math.floor(random() * 10) : -1 - Math.floor(random() * 3),
        quantity_after: Math.floor(random() * 100),
        reason: pick(REASONS),
        note: null,
        user_id: bench.staffIds[0] ?? null,
        ticket_id: null,
        created_at: new Date(Date.now() - (movements - start - k) * 60_000).toISOString(),
      }));
      await trx.insertInto('stock_movements').values(rows).execute();
    });
  }
  if (postgres) {
    await sql`create index products_search_trgm_idx on products using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    await sql`analyze`.execute(db);
  } else await sql`analyze`.execute(db);
  return {
    products,
    movements,
    seconds: (performance.now() - started) / 1000,
    terms: { brand: 'samsung', sku: 'SKU-004242', categoryId: categories[3]?.id ?? '' },
  };
}
