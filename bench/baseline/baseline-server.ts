import fs from 'node:fs';
import http from 'node:http';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Execute, Statement } from '../lib/sql-capture';
import { type CreateTemplate, freshCreate } from './create-template';

/**
 * The floor the API is compared with: bare `node:http` and the bare driver running the SQL the
 * app's services sent (recorded by sql-capture.ts), answering the rows as JSON. No framework,
 * no session, no validation, no presenter. Started as its own process, like the app.
 *   GET /read/{name}  → the recorded read statements of a scenario
 *   POST /create      → the recorded create, with fresh ids and the next ticket number
 */
export interface BaselinePlan {
  engine: 'sqlite' | 'postgres';
  location: string;
  reads: Record<string, Statement[]>;
  create: CreateTemplate;
}

interface Runner {
  /** Lends one connection for a sequence of statements (a transaction needs them together). */
  withConnection<T>(work: (execute: Execute) => Promise<T>): Promise<T>;
}

function sqliteRunner(file: string): Runner {
  const sqlite = new SQLite(file);
  // The app's durability settings, so inserts pay the same fsync.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  const cache = new Map<string, SQLite.Statement>();
  const execute: Execute = async ({ sql, parameters }) => {
    let prepared = cache.get(sql);
    if (!prepared) {
      prepared = sqlite.prepare(sql);
      cache.set(sql, prepared);
    }
    if (prepared.reader) return prepared.all(...parameters);
    prepared.run(...parameters);
    return [];
  };
  return { withConnection: (work) => work(execute) };
}

function postgresRunner(url: string): Runner {
  // The same pool size as the app's.
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(
          async ({ sql, parameters }) => (await client.query(sql, parameters)).rows,
        );
      } finally {
        client.release();
      }
    },
  };
}

const plan = JSON.parse(fs.readFileSync(process.argv[2] ?? '', 'utf8')) as BaselinePlan;
const runner =
  plan.engine === 'sqlite' ? sqliteRunner(plan.location) : postgresRunner(plan.location);

const server = http.createServer({ keepAliveTimeout: 65_000 }, (request, response) => {
  const answer = async () => {
    const url = request.url ?? '';
    if (request.method === 'POST' && url === '/create') {
      for await (const _ of request); // read the body like the app does
      return runner.withConnection((execute) => freshCreate(plan.create, execute));
    }
    const statements = url.startsWith('/read/') ? plan.reads[url.slice(6)] : undefined;
    if (!statements) return null;
    return runner.withConnection(async (execute) => {
      const rows: unknown[][] = [];
      for (const statement of statements) rows.push(await execute(statement));
      return rows;
    });
  };
  answer().then(
    (rows) => {
      response.writeHead(rows ? (request.method === 'POST' ? 201 : 200) : 404, {
        'content-type': 'application/json',
      });
      response.end(JSON.stringify(rows));
    },
    (error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    },
  );
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${typeof address === 'object' && address ? address.port : 0}\n`);
});
