import { euroToCents } from '../../../shared/money';
import { PC_BUILD_MESSAGES, type PcBuildDto } from '../../../shared/pc-builds/pc-builds';
import { badRequest, conflict } from '../../errors';
import type { AppDeps } from '../../http/context';
import { isSingleAddress } from '../../mail/header-safety';
import { enqueueMessage } from '../../mail/outbox.queries';
import { brandingFrom } from '../../mail/templates/branding';
import { pcBuildSharedMail } from '../../mail/templates/pc-build-shared';
import { readSettings } from '../../settings/settings-store';
import { createQuote } from '../quotes/quotes.service';
import { selectBuild, updateBuildAtVersion } from './pc-builds.queries';
import { getPcBuild, pcBuildRates } from './pc-builds.service';

type Deps = Pick<AppDeps, 'db' | 'dialect' | 'clock' | 'mail'>;

export const PC_BUILD_ACTION_MESSAGES = {
  customerRequired:
    'Aggiungi il nome del cliente alla configurazione prima di creare il preventivo.',
} as const;

/**
 * "Crea preventivo": a Bozza quote for the build's customer with each component as a line
 * ("CPU: Ryzen 7 7700"), the same margin, VAT, costs and notes, so its totals are the build's.
 */
export async function pcBuildToQuote(deps: Deps, id: string, userId: string) {
  const build = await getPcBuild(deps, id);
  const rates = await pcBuildRates(deps, id);
  if (!build.customer_name) throw badRequest(PC_BUILD_ACTION_MESSAGES.customerRequired);
  if (build.components.length === 0) throw badRequest(PC_BUILD_MESSAGES.noComponents);
  return createQuote(
    deps,
    {
      customer_name: build.customer_name,
      customer_email: build.customer_email,
      customer_phone: build.customer_phone,
      margin_percent: rates.marginTenths,
      vat_rate: rates.vatHundredths,
      notes: [`Configurazione ${build.build_number}: ${build.title}`, build.notes]
        .filter(Boolean)
        .join('\n\n'),
      status: 'Bozza',
      items: build.components.map((c) => ({
        description: `${c.kind}: ${c.description}`,
        quantity: c.quantity,
        unit_cost: euroToCents(c.unit_cost),
        unit_price: euroToCents(c.unit_price),
        product_id: c.product_id,
      })),
    },
    userId,
  );
}

/**
 * "Condividi" by e-mail: the link to the build's page goes to the customer through the outbox; a
 * Bozza becomes 'Proposta inviata' in the same transaction (version-guarded like an edit).
 */
export async function sharePcBuild(deps: Deps, id: string): Promise<PcBuildDto> {
  const build = await getPcBuild(deps, id);
  const email = build.customer_email?.trim() ?? '';
  if (!isSingleAddress(email)) throw badRequest(PC_BUILD_MESSAGES.noEmail);
  if (build.components.length === 0) throw badRequest(PC_BUILD_MESSAGES.noComponents);
  const settings = await readSettings(deps.db);
  const at = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    const moved = await updateBuildAtVersion(trx, id, build.version, {
      status: build.status === 'Bozza' ? 'Proposta inviata' : build.status,
      updated_at: at,
    });
    if (!moved) throw conflict(PC_BUILD_MESSAGES.versionConflict);
    // The mail's total in cents as stored, not converted back from the answer's euros.
    const stored = await selectBuild(trx, id);
    await enqueueMessage(
      trx,
      {
        idempotencyKey: `pc-build-shared:${id}:${crypto.randomUUID()}`,
        eventType: 'pc_build_shared',
        ticketId: null,
        recipient: email,
        ...pcBuildSharedMail(brandingFrom(settings, deps.mail.linkOrigin), {
          ...build,
          total_cents: Number(stored?.total_cents ?? 0),
        }),
      },
      at,
    );
  });
  deps.mail.nudge();
  return getPcBuild(deps, id);
}
