import { romeToday } from '../../../shared/format';
import { PUBLIC_FORM_MESSAGES } from '../../../shared/public-form-messages';
import { ATTACHMENT_MESSAGES } from '../../../shared/tickets/attachment-rules';
import { DEFAULT_PUBLIC_PRIORITY } from '../../../shared/tickets/ticket-priority';
import { AppError } from '../../errors';
import type { AppDeps } from '../../http/context';
import { assertNoNulCharacter } from '../../http/validate';
import { readInteger } from '../../settings/settings-store';
import { receiveUploadedFiles } from '../../uploads/multipart-upload';
import { attachStagedFiles } from '../attachments/attachments.service';
import {
  addSignature,
  keepTermsText,
  readPublicSignature,
} from '../ticket-checks/ticket-checks.service';
import { createTicket } from '../tickets/tickets.service';
import { HONEYPOT_FIELD, parsePublicForm } from './public-form';
import { rememberFakeTicket } from './public-honeypot';
import { recordTermsAcceptance } from './public-intake.queries';
import { LIMIT_MESSAGES, type LimitVerdict, limitAttempt, limitSubmission } from './public-limits';
import { publicShop } from './shop';

/** A drawn signature's data URL: 512 kB of PNG in base64, with its prefix. */
const SIGNATURE_FIELD_BYTES = 700_000;

type Deps = Pick<AppDeps, 'db' | 'clock' | 'storage' | 'logger' | 'mail'>;

export type IntakeOutcome =
  | { ok: true; ticket: { id: string; ticket_number: string }; failedFiles: string[] }
  /** values: what the customer typed, to fill the form again (empty if the body was unreadable). */
  | { ok: false; error: AppError; values: Record<string, string>; retryAfter?: number };

function limited(verdict: LimitVerdict, values: Record<string, string>): IntakeOutcome {
  const error = new AppError(429, 'rate_limited', LIMIT_MESSAGES[verdict.kind], {
    retry_after: verdict.retryAfter,
  });
  return { ok: false, error, values, retryAfter: verdict.retryAfter };
}

/** File problems (size, type, count) belong to the files field, so the form shows them there. */
function asFileError(error: AppError): AppError {
  const aboutFiles =
    error.status === 413 || error.status === 415 || error.message === ATTACHMENT_MESSAGES.tooMany;
  if (!aboutFiles) return error;
  return new AppError(error.status, error.code, error.message, {
    fieldErrors: { files: [error.message] },
  });
}

/**
 * A customer's file name as it may appear in a log line: no control or bidirectional characters
 * (a forged line break or a reversed name), and short.
 */
export function logSafeName(name: string): string {
  return name.replaceAll(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '?').slice(0, 120);
}

const NOT_MULTIPART = new AppError(
  415,
  'unsupported_media_type',
  'Invia il modulo come multipart/form-data (campi di testo e file nel campo "files").',
);

/**
 * One public submission, from the raw multipart body to a stored ticket (docs/decisions/006):
 * limits → fields and files (sniffed while received) → per-address and daily limits → honeypot →
 * the ticket with its terms acceptance → the files. A file that fails after the ticket exists is
 * logged and reported by name; the ticket stays (SPEC §7).
 */
export async function submitPublicTicket(
  deps: Deps,
  request: Request,
  ip: string,
): Promise<IntakeOutcome> {
  const now = deps.clock();
  const attempt = await limitAttempt(deps.db, ip, now);
  if (attempt) return limited(attempt, {});

  const contentType = request.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith('multipart/form-data')) {
    return { ok: false, error: NOT_MULTIPART, values: {} };
  }
  let upload: Awaited<ReturnType<typeof receiveUploadedFiles>>;
  try {
    upload = await receiveUploadedFiles(request, {
      withFields: true,
      filesOptional: true,
      largeField: { name: 'signature', maxBytes: SIGNATURE_FIELD_BYTES },
    });
  } catch (error) {
    if (error instanceof AppError) return { ok: false, error: asFileError(error), values: {} };
    throw error;
  }
  const { [HONEYPOT_FIELD]: honeypot, ...values } = upload.fields;
  try {
    const shop = await publicShop(deps.db);
    let input: ReturnType<typeof parsePublicForm>;
    let signature: Buffer | null;
    try {
      assertNoNulCharacter(values);
      input = parsePublicForm(values, shop, () => romeToday(deps.clock()));
      signature = await readPublicSignature(deps, values.signature);
    } catch (error) {
      if (error instanceof AppError) return { ok: false, error, values };
      throw error;
    }
    const caps = {
      perAddressHour: await readInteger(deps.db, 'public_tickets_per_address_hour'),
      perAddressDay: await readInteger(deps.db, 'public_tickets_per_address_day'),
      allAddressesDay: await readInteger(deps.db, 'public_tickets_daily_cap'),
    };
    const verdict = await limitSubmission(deps.db, ip, caps, now);
    if (verdict) return limited(verdict, values);

    if (honeypot) {
      // A bot: it gets what a person would get, and nothing is stored.
      deps.logger.warn({ ip, event: 'abuse.honeypot' }, 'modulo pubblico: campo esca compilato');
      return { ok: true, ticket: await rememberFakeTicket(deps.db, now), failedFiles: [] };
    }

    const { terms, terms_version: version } = shop;
    // SPEC §4: a public ticket starts at low priority ('Ticket inserito'), opened by no account.
    const ticket = await createTicket(
      deps,
      { ...input, priority: DEFAULT_PUBLIC_PRIORITY },
      {
        actorId: null,
        via: 'public',
        // Accepting the shop's terms is the customer's acknowledgement of its privacy notice.
        privacyAckAt: terms && version ? now.toISOString() : undefined,
        inTransaction:
          terms && version
            ? async (trx, created) => {
                await keepTermsText(trx, version, terms, now.toISOString());
                await recordTermsAcceptance(trx, {
                  ticketId: created.id,
                  version,
                  ip,
                  at: now.toISOString(),
                });
              }
            : undefined,
      },
    );
    deps.mail.nudge(); // the ticket_created event: e-mail now, not at the next poll
    if (signature) {
      await addSignature(deps, {
        ticketId: ticket.id,
        stage: 'intake',
        png: signature,
        typedName: null,
        ip,
        userAgent: request.headers.get('user-agent') ?? '',
        by: null,
      });
    }

    const failedFiles: string[] = [];
    for (const file of upload.files) {
      try {
        await attachStagedFiles(deps, ticket.id, [file]);
      } catch (error) {
        const name = logSafeName(file.originalName);
        deps.logger.warn(
          { err: error, ticket: ticket.id, file: name, event: 'public.attachment_failed' },
          PUBLIC_FORM_MESSAGES.fileFailedPrefix + name,
        );
        failedFiles.push(file.originalName);
      }
    }
    return {
      ok: true,
      ticket: { id: ticket.id, ticket_number: ticket.ticket_number },
      failedFiles,
    };
  } finally {
    await upload.cleanup();
  }
}
