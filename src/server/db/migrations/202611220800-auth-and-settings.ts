import { type Kysely, sql } from 'kysely';
import { columnTypes } from '../column-types';

/** Accounts (better-auth's tables, snake_case, see docs/decisions/002) and settings. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const falseDefault = sql.raw(t.falseValue);

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', t.bool, (c) => c.notNull().defaultTo(falseDefault))
    .addColumn('image', 'text')
    .addColumn('role', 'text', (c) => c.defaultTo('user'))
    .addColumn('banned', t.bool, (c) => c.defaultTo(falseDefault))
    .addColumn('ban_reason', 'text')
    .addColumn('ban_expires', t.instant)
    .addColumn('two_factor_enabled', t.bool, (c) => c.defaultTo(falseDefault))
    .addColumn('last_sign_in_at', t.instant)
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('impersonated_by', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', t.instant)
    .addColumn('refresh_token_expires_at', t.instant)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute();

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', t.instant, (c) => c.notNull())
    .addColumn('created_at', t.instant, (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('verifications_identifier_idx')
    .on('verifications')
    .column('identifier')
    .execute();

  await db.schema
    .createTable('two_factors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('backup_codes', 'text', (c) => c.notNull())
    .addColumn('verified', t.bool, (c) => c.defaultTo(sql.raw(t.postgres ? 'true' : '1')))
    .addColumn('failed_verification_count', 'integer', (c) => c.defaultTo(0))
    .addColumn('locked_until', t.instant)
    .execute();
  await db.schema
    .createIndex('two_factors_user_id_idx')
    .on('two_factors')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('two_factors_secret_idx')
    .on('two_factors')
    .column('secret')
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('last_request', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('used_totp_codes')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('used_at', t.instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('used_totp_codes_pk', ['user_id', 'code'])
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', t.instant, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'settings',
    'used_totp_codes',
    'rate_limits',
    'two_factors',
    'verifications',
    'accounts',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
