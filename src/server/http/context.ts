import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Role } from '../../shared/roles';
import type { TransmissionStatus } from '../../shared/sdi/sdi-transmission';
import type { Auth } from '../auth/auth';
import type { Database, DialectName } from '../db/database';
import type { DB } from '../db/schema';
import type { Logger } from '../logger';
import type { MailRuntime } from '../mail/mail-runtime';
import type { MailServerConfig } from '../mail/mail-server-config';
import type { SecretBox } from '../mail/secret-box';
import type { Storage } from '../storage/storage';
import type { ZipEntry } from './zip';

/** Everything a request handler may use; built once by main.ts (or a test). */
export interface AppDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  auth: Auth;
  logger: Logger;
  clock: () => Date;
  /** Attachment files (local disk under DATA_DIR by default). */
  storage: Storage;
  version: string;
  /** Take the client address from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  /** PUBLIC_URL: the origin used in links, QR codes and e-mails; trusted for browser requests. */
  publicUrl?: string;
  /** The e-mail outbox worker: routes nudge it or wait for one message (test e-mail). */
  mail: MailRuntime;
  /** The outgoing mail server: SMTP_URL, else the one saved in Settings → E-mail. */
  mailServer: MailServerConfig;
  /** DATA_DIR: attachments, logo, auth secret; what a backup copies besides the database. */
  dataDir: string;
  /** The database's file or URL, which a backup reads outside the app's own connection. */
  databaseLocation: Database['location'];
  /** Seals the SDI channel's credentials and webhook secret (never returned, never logged). */
  sdiBox: SecretBox;
  /**
   * The SDI's files of these invoices (each sent XML and notification) for the month's zip: the
   * sdi feature's, given here so that invoices, which sdi imports, never imports it back.
   */
  sdiExportFiles: SdiExportFiles;
  /** The invoices list's filter by SDI state (`?sdi=`): the sdi feature's, given for the same reason. */
  sdiStateCondition: SdiStateCondition;
  /** Folder of the built web app; absent in API-only tests. */
  webRoot?: string;
}

/** Entries named under each invoice's folder, for a page of the month's invoices. */
export type SdiExportFiles = (
  db: Kysely<DB>,
  invoices: readonly { id: string; folder: string }[],
) => Promise<ZipEntry[]>;

/** A condition on the invoices list's rows (`invoices as i`): its transmission is in `status`. */
export type SdiStateCondition = (
  status: TransmissionStatus,
) => (eb: ExpressionBuilder<DB & { i: DB['invoices'] }, 'i'>) => Expression<SqlBool>;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  twoFactorEnabled: boolean;
}

export interface SessionInfo {
  user: SessionUser;
  sessionId: string;
  token: string;
  /** The shop's "two-factor for staff" setting, when it was read together with the session. */
  shopRequiresTwoFactor?: boolean;
}

export interface AppEnv {
  /** Under the Node server (@hono/node-server); app.request() in tests passes its own or none. */
  Bindings: { incoming?: IncomingMessage; outgoing?: ServerResponse };
  Variables: {
    deps: AppDeps;
    clientIp: string;
    session: SessionInfo | null;
  };
}
