import * as z from 'zod/mini';

/**
 * The shop's outgoing mail server, as Settings → E-mail edits it. The password
 * travels only towards the server: the view carries `password_set`, never the password.
 */
export const MAIL_SECURITY = ['none', 'starttls', 'tls'] as const;
export type MailSecurity = (typeof MAIL_SECURITY)[number];

export const MAIL_SECURITY_LABELS: Record<MailSecurity, string> = {
  none: 'Nessuna',
  starttls: 'STARTTLS',
  tls: 'TLS (SSL)',
};

/** The port each kind of security usually listens on (what the form proposes). */
export const MAIL_SECURITY_PORTS: Record<MailSecurity, number> = {
  none: 25,
  starttls: 587,
  tls: 465,
};

const HOST_PATTERN =
  /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;
const ADDRESS_PATTERN = /^[^\s@<>",;]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/;
/** `Negozio Rossi <assistenza@rossi.it>`: a name without characters that could break the header. */
const NAMED_PATTERN = /^([^<>"\r\n,;]{1,100}?)\s*<([^<>\s]+)>$/;

/** A bare address or `Nome <indirizzo>`; anything else could not be one From header. */
export function isSenderAddress(value: string): boolean {
  const named = NAMED_PATTERN.exec(value);
  return ADDRESS_PATTERN.test(named ? (named[2] ?? '') : value);
}

const SENDER_MESSAGE =
  'Mittente non valido: scrivi un indirizzo e-mail, ad esempio assistenza@negozio.it o Negozio <assistenza@negozio.it>';

const PORT_MESSAGE = 'La porta deve essere un numero tra 1 e 65535';

export const mailServerInputSchema = z.object({
  host: z
    .string('Indica il server SMTP')
    .check(
      z.trim(),
      z.minLength(1, 'Indica il server SMTP'),
      z.regex(HOST_PATTERN, 'Server SMTP non valido: scrivi un nome come smtp.esempio.it'),
    ),
  port: z
    .number(PORT_MESSAGE)
    .check(
      z.refine(Number.isInteger, PORT_MESSAGE),
      z.gte(1, PORT_MESSAGE),
      z.lte(65535, PORT_MESSAGE),
    ),
  security: z.enum(MAIL_SECURITY, 'Scegli la sicurezza della connessione'),
  username: z
    .string()
    .check(z.trim(), z.maxLength(254, 'Nome utente troppo lungo (massimo 254 caratteri)')),
  /** Absent: keep the saved password. Empty: the server needs none. */
  password: z.optional(
    z.string().check(z.maxLength(512, 'Password troppo lunga (massimo 512 caratteri)')),
  ),
  sender: z
    .string('Indica il mittente')
    .check(
      z.trim(),
      z.minLength(1, 'Indica il mittente'),
      z.maxLength(320, SENDER_MESSAGE),
      z.refine(isSenderAddress, SENDER_MESSAGE),
    ),
});
export type MailServerInput = z.infer<typeof mailServerInputSchema>;

/**
 * Where the app's mail goes: `env` when SMTP_URL is set (it wins, and the form says so),
 * `settings` when saved here, `none` when mail waits in the outbox.
 */
export type MailServerSource = 'env' | 'settings' | 'none';

export interface MailServerView {
  source: MailServerSource;
  /** The saved server (also when SMTP_URL overrides it); null when none was saved. */
  saved: {
    host: string;
    port: number;
    security: MailSecurity;
    username: string;
    password_set: boolean;
    sender: string;
    updated_at: string;
  } | null;
}

/** PUT /api/settings/mail-server: the saved server and whether it answered right away. */
export interface MailServerSaveResult {
  server: MailServerView;
  check: { ok: true } | { ok: false; error: string };
}
