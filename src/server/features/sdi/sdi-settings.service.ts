import { z } from 'zod';
import { toBool, toIso } from '../../db/normalize';
import { badRequest } from '../../errors';
import type { AppDeps } from '../../http/context';
import { ACUBE_DEFAULT_URL, acubeChannel } from './acube-channel';
import { selectSdiSettings, upsertSdiSettings } from './sdi.queries';
import { CHANNELS, type SdiChannel } from './sdi-channel';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'sdiBox'>;

export const sdiSettingsInput = z.object({
  channel: z.enum(CHANNELS.map((c) => c.id) as [string, ...string[]], 'Canale non previsto'),
  base_url: z.url('Indirizzo non valido').nullish(),
  credentials: z.record(z.string(), z.string()).optional(),
  webhook_secret: z
    .string()
    .min(16, 'Il segreto del webhook deve avere almeno 16 caratteri')
    .nullish(),
  send_on_issue: z.boolean(),
});

/** What Settings shows: never a credential nor the webhook secret, only whether they are set. */
export async function readSdiSettings(deps: Deps) {
  const row = await selectSdiSettings(deps.db);
  return {
    channel: row?.channel ?? 'manuale',
    base_url: row?.base_url ?? null,
    credentials_set: Boolean(row?.credentials_sealed),
    webhook_secret_set: Boolean(row?.webhook_secret_sealed),
    send_on_issue: row ? toBool(row.send_on_issue) : false,
    channels: CHANNELS,
  };
}

/** Automatic send at issue is on, on a channel that sends by itself. */
const sendsOnIssue = (s: { channel: string; send_on_issue: boolean | number }) =>
  s.channel !== 'manuale' && toBool(s.send_on_issue);

/** Credentials left out keep the saved ones (the form never had them to send back). */
export async function saveSdiSettings(
  deps: Deps,
  input: z.infer<typeof sdiSettingsInput>,
  userId: string,
) {
  const current = await selectSdiSettings(deps.db);
  const sameChannel = current?.channel === input.channel;
  const fields = CHANNELS.find((c) => c.id === input.channel)?.credential_fields ?? [];
  let credentialsSealed = sameChannel ? (current?.credentials_sealed ?? null) : null;
  if (input.credentials) {
    const missing = fields.filter((f) => !input.credentials?.[f]);
    if (missing.length > 0) throw badRequest(`Credenziali mancanti: ${missing.join(', ')}`);
    const picked = Object.fromEntries(fields.map((f) => [f, input.credentials?.[f] ?? '']));
    credentialsSealed = deps.sdiBox.seal(JSON.stringify(picked));
  }
  if (fields.length > 0 && !credentialsSealed)
    throw badRequest('Indica le credenziali del canale scelto');
  const now = deps.clock().toISOString();
  // When automatic send was switched on stays put whatever else a save changes (selectIssuedUnsent).
  const keptSince = current && sendsOnIssue(current) ? toIso(current.send_on_issue_since) : null;
  await upsertSdiSettings(deps.db, {
    channel: input.channel,
    base_url: input.base_url ?? null,
    credentials_sealed: credentialsSealed,
    webhook_secret_sealed:
      input.webhook_secret === undefined
        ? (current?.webhook_secret_sealed ?? null)
        : input.webhook_secret && deps.sdiBox.seal(input.webhook_secret),
    send_on_issue: input.send_on_issue ? 1 : 0,
    send_on_issue_since: sendsOnIssue(input) ? (keptSince ?? now) : null,
    updated_at: now,
    updated_by: userId,
  });
  return readSdiSettings(deps);
}

/** The configured channel as an object, null for `manuale` (nothing leaves Sportello by itself). */
export async function configuredChannel(
  deps: Pick<Deps, 'db' | 'sdiBox'>,
): Promise<{ id: string; channel: SdiChannel; webhookSecret: string | null } | null> {
  const row = await selectSdiSettings(deps.db);
  if (!row || row.channel === 'manuale') return null;
  const credentials = row.credentials_sealed ? deps.sdiBox.open(row.credentials_sealed) : null;
  const parsed = credentials ? (JSON.parse(credentials) as Record<string, string>) : {};
  const webhookSecret = row.webhook_secret_sealed
    ? deps.sdiBox.open(row.webhook_secret_sealed)
    : null;
  return {
    id: row.channel,
    channel: acubeChannel(row.base_url ?? ACUBE_DEFAULT_URL, parsed),
    webhookSecret,
  };
}
