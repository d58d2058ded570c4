import type { Kysely } from 'kysely';
import type { MailServerInput, MailServerView } from '../../shared/mail-server';
import { toIso } from '../db/normalize';
import type { DB } from '../db/schema';
import { mailFrom, type SmtpServerAddress } from './mail-sender';
import {
  deleteMailServer,
  findMailServer,
  type MailServerRow,
  upsertMailServer,
} from './mail-server.queries';
import type { SecretBox } from './secret-box';

/** Where mail goes right now; `key` changes whenever the server does. */
export type SmtpTarget = { key: string; from: string } & (
  | { smtpUrl: string }
  | { server: SmtpServerAddress }
);

/**
 * The outgoing mail server: SMTP_URL when the environment sets it (it wins), otherwise the one
 * saved in Settings → E-mail. Read from the database at every use, so every process of a shop
 * follows a change at its next pass without a restart.
 */
export class MailServerConfig {
  constructor(
    private readonly options: {
      db: Kysely<DB>;
      box: SecretBox;
      envUrl?: string;
      envFrom?: string;
    },
  ) {}

  async target(): Promise<SmtpTarget | null> {
    const { envUrl, envFrom } = this.options;
    if (envUrl) return { key: 'env', smtpUrl: envUrl, from: mailFrom(envFrom, envUrl) };
    const row = await findMailServer(this.options.db);
    if (!row) return null;
    return {
      key: `settings:${toIso(row.updated_at)}`,
      from: row.sender,
      server: {
        host: row.host,
        port: row.port,
        security: row.security,
        username: row.username,
        // Unreadable after the auth secret changed: the server's refusal then says why in the outbox.
        password: row.password_sealed ? (this.options.box.open(row.password_sealed) ?? '') : '',
      },
    };
  }

  async view(): Promise<MailServerView> {
    const row = await findMailServer(this.options.db);
    return {
      source: this.options.envUrl ? 'env' : row ? 'settings' : 'none',
      saved: row ? presentSaved(row) : null,
    };
  }

  /** A password left out keeps the saved one; an empty one removes it. */
  async save(input: MailServerInput, now: string, userId: string): Promise<void> {
    const { db, box } = this.options;
    const previous = await findMailServer(db);
    const sealed =
      input.password === undefined
        ? (previous?.password_sealed ?? null)
        : input.password === ''
          ? null
          : box.seal(input.password);
    await upsertMailServer(db, {
      host: input.host,
      port: input.port,
      security: input.security,
      username: input.username,
      password_sealed: sealed,
      sender: input.sender,
      updated_at: now,
      updated_by: userId,
    });
  }

  remove(): Promise<boolean> {
    return deleteMailServer(this.options.db);
  }
}

function presentSaved(row: MailServerRow): NonNullable<MailServerView['saved']> {
  return {
    host: row.host,
    port: row.port,
    security: row.security,
    username: row.username,
    password_set: row.password_sealed !== null,
    sender: row.sender,
    updated_at: toIso(row.updated_at),
  };
}
