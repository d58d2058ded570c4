import { z } from 'zod';
import {
  type ChannelNotification,
  ChannelUnavailable,
  NOTIFICATION_TYPES,
  type SdiChannel,
} from './sdi-channel';

/** A-Cube's production address; the settings' base URL overrides it (sandbox, simulator). */
export const ACUBE_DEFAULT_URL = 'https://api.acubeapi.com';
const TIMEOUT_MS = 15_000;

const notificationSchema = z.object({
  uuid: z.string(),
  invoice_uuid: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  message: z
    .object({
      errors: z.array(z.object({ code: z.string(), description: z.string() })).optional(),
    })
    .optional(),
  file_name: z.string().nullish(),
  file: z.string().nullish(),
});
export type AcubeNotification = z.infer<typeof notificationSchema>;

const receivedItem = z.object({
  uuid: z.string().min(1),
  file_name: z.string().nullish(),
  signed: z.boolean().nullish(),
});
const receivedSchema = z.array(receivedItem);

const receivedRef = (item: z.infer<typeof receivedItem>) => ({
  providerId: item.uuid,
  fileName: item.file_name ?? `${item.uuid}${item.signed ? '.xml.p7m' : '.xml'}`,
});

/**
 * A-Cube's `supplier-invoice` webhook (an invoice received from the SDI): the received invoice's
 * uuid, then downloaded as polling does. Null for any other body (a notification).
 */
export function parseAcubeSupplierInvoiceEvent(body: unknown) {
  const event = z.object({ event: z.literal('supplier-invoice') }).safeParse(body);
  if (!event.success) return null;
  const item = receivedItem.safeParse(body);
  return item.success ? receivedRef(item.data) : null;
}

/** The notification as A-Cube documents it (webhook body or one item of the polled list). */
export function parseAcubeNotification(body: unknown): ChannelNotification | null {
  const parsed = notificationSchema.safeParse(body);
  if (!parsed.success) return null;
  const n = parsed.data;
  return {
    id: n.uuid,
    providerId: n.invoice_uuid,
    type: n.type,
    errors: n.message?.errors ?? [],
    fileName: n.file_name ?? null,
    file: n.file ?? null,
  };
}

/**
 * A-Cube's Italy e-invoicing API (decision 045): POST /login {email, password} → {token};
 * POST /invoices with the XML (application/xml) → 202 {uuid}; GET /invoices/{uuid}/notifications;
 * received invoices: GET /invoices?downloaded=false&recipient_vat_number=…, then GET
 * /invoices/{uuid} with Accept: application/xml for the file.
 * Network failures, 429 and 5xx are "unavailable" (retried); other refusals are errors to show.
 */
export function acubeChannel(baseUrl: string, credentials: Record<string, string>): SdiChannel {
  const base = baseUrl.replace(/\/+$/, '');
  let token: string | null = null;

  async function call(path: string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        ...init,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new ChannelUnavailable(`Intermediario non raggiungibile: ${(error as Error).message}`);
    }
    if (response.status === 429 || response.status >= 500)
      throw new ChannelUnavailable(`Intermediario non disponibile (HTTP ${response.status})`);
    return response;
  }

  async function authorized(path: string, init: RequestInit): Promise<Response> {
    token ??= await login();
    const response = await call(path, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
    });
    if (response.status !== 401) return response;
    token = await login();
    return call(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
  }

  async function login(): Promise<string> {
    const response = await call('/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    });
    if (!response.ok) throw new Error('Accesso ad A-Cube rifiutato: controlla e-mail e password');
    const body = (await response.json()) as { token?: string };
    if (!body.token) throw new Error('A-Cube non ha dato il token di accesso');
    return body.token;
  }

  return {
    async send({ xml, idempotencyKey }) {
      const response = await authorized('/invoices', {
        method: 'POST',
        headers: { 'content-type': 'application/xml', 'idempotency-key': idempotencyKey },
        body: xml,
      });
      if (!response.ok)
        throw new Error(
          `A-Cube ha rifiutato il file (HTTP ${response.status}): ${await response.text()}`,
        );
      const body = (await response.json()) as { uuid?: string };
      if (!body.uuid) throw new Error("A-Cube non ha dato l'identificativo dell'invio");
      return { providerId: body.uuid };
    },
    async notifications(providerId) {
      const response = await authorized(
        `/invoices/${encodeURIComponent(providerId)}/notifications`,
        {
          method: 'GET',
        },
      );
      if (!response.ok)
        throw new ChannelUnavailable(`Notifiche non lette (HTTP ${response.status})`);
      const items = (await response.json()) as unknown[];
      return items.flatMap((item) => parseAcubeNotification(item) ?? []);
    },
    async receivedInvoices(recipientVat) {
      const query = new URLSearchParams({ downloaded: 'false' });
      if (recipientVat) query.set('recipient_vat_number', recipientVat.replace(/^IT/i, ''));
      const response = await authorized(`/invoices?${query}`, {
        method: 'GET',
        headers: { accept: 'application/json' },
      });
      if (!response.ok)
        throw new ChannelUnavailable(`Fatture ricevute non lette (HTTP ${response.status})`);
      const items = receivedSchema.safeParse(await response.json());
      if (!items.success) throw new ChannelUnavailable('Elenco delle fatture ricevute illeggibile');
      return items.data.map(receivedRef);
    },
    async receivedFile(providerId) {
      const response = await authorized(`/invoices/${encodeURIComponent(providerId)}`, {
        method: 'GET',
        headers: { accept: 'application/xml' },
      });
      if (!response.ok)
        throw new ChannelUnavailable(`Fattura ricevuta non scaricata (HTTP ${response.status})`);
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
