import pg from 'pg';

/**
 * The PostgreSQL stage's copies of the run's template, reused within a test worker. Copying the
 * 12 MB template and dropping the copy cost 0.3–0.6 CPU-seconds each, mostly the kernel's, and
 * the stage made 246 of them (0.6 s of wall time for a new copy); handing a finished suite's
 * database back, checked, emptied and holding the template's rows again, takes 51–61 ms and a
 * reused one is ready at once (docs/decisions/040). A database goes back to
 * the pool only when nobody is connected to it any more and its schema is still the template's (a
 * suite renames a table to provoke a failure); otherwise it is dropped, as every one was before.
 * The worker's module cache is shared by its files (vitest.config.ts), so the pool is too.
 */
export interface PooledDatabase {
  name: string;
  url: string;
}

interface Shape {
  /** md5 of the schema's description: tables, columns, constraints, indexes, triggers, functions. */
  fingerprint: string;
  /** Emptying every table and putting the template's rows back, in one round trip. */
  reset: string;
}

/** Databases handed back, emptied, waiting for the worker's next suite. */
const spare: PooledDatabase[] = [];
/** What each database of the pool looked like new, read when it was created. */
const shapes = new Map<string, Shape>();

/** A copy of the template no suite is using: a returned one, emptied, or a new `create()`d one. */
export async function leasePooledDatabase(
  create: () => Promise<PooledDatabase>,
): Promise<PooledDatabase> {
  const reused = spare.pop();
  if (reused) return reused;
  const fresh = await create();
  shapes.set(fresh.name, await withClient(fresh.url, readShape));
  return fresh;
}

/**
 * Back to the pool when it can be made as new, else `drop()`ped. `connections()` counts who is
 * still connected once the suite's own pool has closed (a process it started may linger).
 */
export async function releasePooledDatabase(
  database: PooledDatabase,
  connections: () => Promise<number>,
  drop: () => Promise<void>,
): Promise<void> {
  const shape = shapes.get(database.name);
  if (shape && (await connections()) === 0) {
    // A reset that fails (a role that may not set session_replication_role, say) means a drop.
    const same = await withClient(database.url, async (client) => {
      if ((await fingerprint(client)) !== shape.fingerprint) return false;
      await client.query(shape.reset);
      return true;
    }).catch(() => false);
    if (same) {
      spare.push(database);
      return;
    }
  }
  shapes.delete(database.name);
  await drop();
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function readShape(client: pg.Client): Promise<Shape> {
  const tables = (
    await client.query<{ name: string; columns: string[] }>(
      `SELECT c.relname AS name,
              array_agg(quote_ident(a.attname) ORDER BY a.attnum) AS columns
         FROM pg_class c
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
        WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p')
          AND a.attgenerated = ''
        GROUP BY c.relname ORDER BY c.relname`,
    )
  ).rows;
  const statements = ['SET session_replication_role = replica'];
  for (const table of tables) {
    const name = client.escapeIdentifier(table.name);
    statements.push(`DELETE FROM ${name}`);
    // PostgreSQL writes the rows as JSON itself, so every type reads back as it was.
    const { rows } = await client.query<{ json: string | null }>(
      `SELECT json_agg(t)::text AS json FROM ${name} t`,
    );
    const json = rows[0]?.json;
    if (!json) continue;
    const columns = table.columns.join(', ');
    statements.push(
      `INSERT INTO ${name} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${client.escapeLiteral(json)})`,
    );
  }
  const sequences = await client.query<{ name: string; last: string | null }>(
    `SELECT quote_ident(sequencename) AS name, last_value::text AS last
       FROM pg_sequences WHERE schemaname = 'public'`,
  );
  for (const { name, last } of sequences.rows)
    statements.push(
      last === null ? `ALTER SEQUENCE ${name} RESTART` : `SELECT setval('${name}', ${last})`,
    );
  statements.push('SET session_replication_role = DEFAULT');
  return { fingerprint: await fingerprint(client), reset: `${statements.join(';\n')};` };
}

async function fingerprint(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ md5: string }>(
    `SELECT md5(string_agg(line, E'\\n' ORDER BY line)) FROM (
       SELECT format('column %s.%s %s %s %s', c.relname, a.attname,
                     format_type(a.atttypid, a.atttypmod), a.attnotnull,
                     pg_get_expr(d.adbin, d.adrelid)) AS line
         FROM pg_class c
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
         LEFT JOIN pg_attrdef d ON d.adrelid = c.oid AND d.adnum = a.attnum
        WHERE c.relnamespace = 'public'::regnamespace
       UNION ALL SELECT format('relation %s %s', relname, relkind)
         FROM pg_class WHERE relnamespace = 'public'::regnamespace
       UNION ALL SELECT format('constraint %s %s', conname, pg_get_constraintdef(oid))
         FROM pg_constraint WHERE connamespace = 'public'::regnamespace
       UNION ALL SELECT indexdef FROM pg_indexes WHERE schemaname = 'public'
       UNION ALL SELECT pg_get_triggerdef(oid) FROM pg_trigger WHERE NOT tgisinternal
       UNION ALL SELECT format('function %s %s', oid::regprocedure, md5(prosrc))
         FROM pg_proc WHERE pronamespace = 'public'::regnamespace
       UNION ALL SELECT format('schema %s', nspname) FROM pg_namespace
       UNION ALL SELECT format('extension %s', extname) FROM pg_extension
     ) description`,
  );
  return rows[0]?.md5 ?? '';
}
