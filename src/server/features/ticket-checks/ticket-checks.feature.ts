import { Readable } from 'node:stream';
import type { Context } from 'hono';
import {
  CHECK_MESSAGES,
  CHECK_STAGE_KEYS,
  type CheckStage,
} from '../../../shared/tickets/ticket-check-labels';
import {
  checklistInput,
  checklistSettingsDto,
  checklistSettingsInput,
  signatureDto,
  ticketChecksDto,
} from '../../../shared/tickets/ticket-checks';
import { TICKET_NOT_FOUND } from '../../../shared/tickets/ticket-messages';
import { isUuidShape } from '../../../shared/tickets/ticket-schemas';
import { sessionOf } from '../../auth/session';
import { badRequest, notFound } from '../../errors';
import type { AppEnv } from '../../http/context';
import { route, type ServerFeature } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { readSignatureRequest } from './signature-request';
import { ticketCheckEvents } from './ticket-check-events';
import {
  addSignature,
  checklistSettings,
  putChecklist,
  saveChecklistSettings,
  signatureImage,
} from './ticket-checks.service';

const ticketId = (c: Context<AppEnv>) => idParam(c, TICKET_NOT_FOUND);
const SIGNATURE_NOT_FOUND = 'Firma non trovata';

function stageParam(c: Context<AppEnv>): CheckStage {
  const stage = c.req.param('stage');
  if (!CHECK_STAGE_KEYS.includes(stage as CheckStage))
    throw badRequest(CHECK_MESSAGES.stageInvalid);
  return stage as CheckStage;
}

/**
 * The device checks at intake and pickup and the customer's signature (decision 029):
 * staff work at the counter; the lists per device kind are the admin's (Settings → Accettazione).
 */
export const ticketChecksFeature: ServerFeature = {
  name: 'ticket-checks',
  bases: ['/api/settings/checklists', '/api/tickets/:id/checklist', '/api/tickets/:id/signatures'],
  tables: ['checklist_templates', 'ticket_checklists', 'ticket_signatures', 'terms_versions'],
  handles: ticketCheckEvents,
  routes: [
    route({
      method: 'GET',
      path: '/api/settings/checklists',
      summary: 'Checklist per tipo di dispositivo (accettazione e ritiro)',
      access: 'staff',
      response: checklistSettingsDto,
      handler: async (c) => c.json(await checklistSettings(c.get('deps'))),
    }),
    route({
      method: 'PUT',
      path: '/api/settings/checklists',
      summary: 'Salva le checklist dei tipi di dispositivo indicati',
      access: 'settings',
      body: checklistSettingsInput,
      response: checklistSettingsDto,
      handler: async (c, { body }) => c.json(await saveChecklistSettings(c.get('deps'), body)),
    }),
    route({
      method: 'PUT',
      path: '/api/tickets/:id/checklist/:stage',
      summary: 'Registra i controlli del dispositivo (intake: accettazione, pickup: ritiro)',
      access: 'staff',
      body: checklistInput,
      response: ticketChecksDto,
      handler: async (c, { body }) =>
        c.json(
          await putChecklist(
            c.get('deps'),
            ticketId(c),
            stageParam(c),
            body.items,
            sessionOf(c).user.id,
          ),
        ),
    }),
    route({
      method: 'POST',
      path: '/api/tickets/:id/signatures',
      summary: 'Firma del cliente (PNG come data URL o file), una per fase',
      access: 'staff',
      multipart: true,
      response: signatureDto,
      status: 201,
      handler: async (c) => {
        const id = ticketId(c);
        const request = await readSignatureRequest(c);
        const signature = await addSignature(c.get('deps'), {
          ticketId: id,
          stage: request.stage,
          png: request.png,
          typedName: request.typed_name,
          items: request.items,
          ip: c.get('clientIp'),
          userAgent: c.req.header('user-agent') ?? '',
          by: sessionOf(c).user.id,
        });
        return c.json(signature, 201);
      },
    }),
    route({
      method: 'GET',
      path: '/api/tickets/:id/signatures/:signatureId/image',
      summary: "L'immagine PNG di una firma",
      // Whoever may read the ticket and print its sheet sees the signature on it.
      access: 'session',
      handler: async (c) => {
        const id = ticketId(c);
        const signatureId = c.req.param('signatureId');
        if (!isUuidShape(signatureId)) throw notFound(SIGNATURE_NOT_FOUND);
        const image = await signatureImage(c.get('deps'), id, signatureId.toLowerCase());
        if (!image) throw notFound(SIGNATURE_NOT_FOUND);
        return new Response(Readable.toWeb(image.stream) as ReadableStream, {
          headers: {
            'Content-Type': 'image/png',
            'Content-Length': String(image.size),
            'X-Content-Type-Options': 'nosniff',
            'Cache-Control': 'private, max-age=3600',
          },
        });
      },
    }),
  ],
};
