import * as z from 'zod/mini';
import { requiredText } from '../form-fields';
import { PAYMENT_METHODS } from '../payments/payment-methods';
import { RECEIPT_MODES } from './receipt-mode';

/** Settings → *Registratore telematico* (TILL § Fiscal devices): the RT on the shop's LAN. */
export const FISCAL_PROTOCOLS = ['epson_fpmate', 'custom_xml', 'rch_xml'] as const;
export const FISCAL_PROTOCOL_LABELS = {
  epson_fpmate: 'Epson (Fiscal ePOS-Print / FPMate)',
  custom_xml: 'Custom (XML)',
  rch_xml: 'RCH (XML)',
} as const;
export type FiscalProtocol = (typeof FISCAL_PROTOCOLS)[number];

/** The RT's payment types (Epson's numbering 0 contanti … 5 non riscosso). */
export const RT_PAYMENT_TYPES = [
  'contanti',
  'assegno',
  'elettronico',
  'ticket',
  'non_riscosso',
] as const;
export type RtPaymentTypeName = (typeof RT_PAYMENT_TYPES)[number];

export const FISCAL_DEVICE_MESSAGES = {
  notFound: 'Registratore telematico non trovato',
  nameRequired: 'Indica un nome per il registratore',
  urlInvalid: 'Indirizzo non valido: usa http://indirizzo-IP:porta del registratore sulla rete',
  timeoutInvalid: 'Attesa massima tra 500 e 60000 millisecondi',
  operatorInvalid: 'Operatore tra 1 e 99',
  departmentKey: 'Aliquota (es. 22, 10, 5, 4) o natura (N1…N7) non valida',
  departmentInvalid: 'Reparto tra 1 e 99',
  tenderInvalid: 'Tipo di pagamento del registratore non valido',
  inUse: 'Il registratore ha già emesso documenti che lo citano: non si può eliminare, disattivalo',
  versionConflict:
    'Il registratore è stato modificato da qualcun altro nel frattempo: ricarica la pagina',
  busy: 'Il registratore sta stampando un altro documento: riprova tra poco',
  unsettled:
    'Il registratore ha un documento commerciale in sospeso da verificare: riprova tra poco, dopo la verifica',
  protocolInvalid: 'Protocollo non valido: epson_fpmate, custom_xml o rch_xml',
  protocolName: (protocol: FiscalProtocol) => FISCAL_PROTOCOL_LABELS[protocol],
} as const;

/**
 * The device's department for a key: the rate or natura exactly as configured ("22", "N2.2"),
 * else a natura's family ("N2"), which is how an RT's departments usually name them.
 */
export function departmentOf(departments: Record<string, number>, key: string) {
  const exact = departments[key];
  if (exact !== undefined || !/^N\d\./.test(key)) return exact;
  return departments[key.slice(0, 2)];
}

/** A department's key as a message names it: "l'aliquota 5,5%", "la natura N5". */
export const departmentKeyLabel = (key: string) =>
  /^\d/.test(key) ? `l'aliquota ${key.replace('.', ',')}%` : `la natura ${key}`;

/**
 * The departments a new RT is given (decision 046): the four rates, then the naturas a counter
 * sale may carry. The settings form shows these keys in this order; the technician may renumber.
 */
export const DEFAULT_DEPARTMENTS: Readonly<Record<string, number>> = {
  '22': 1,
  '10': 2,
  '5': 3,
  '4': 4,
  N2: 5,
  N4: 6,
  N1: 7,
  N5: 8,
};

const url = z.url({ protocol: /^https?$/, message: FISCAL_DEVICE_MESSAGES.urlInvalid });
const int = (min: number, max: number, message: string) =>
  z.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message));
const departmentKey = z
  .string()
  .check(z.regex(/^(\d{1,2}(\.\d)?|N[1-7](\.\d{1,2})?)$/, FISCAL_DEVICE_MESSAGES.departmentKey));
const tender = z.object({
  type: z.enum(RT_PAYMENT_TYPES, FISCAL_DEVICE_MESSAGES.tenderInvalid),
  index: int(0, 9, FISCAL_DEVICE_MESSAGES.tenderInvalid),
});

const fields = {
  name: requiredText(FISCAL_DEVICE_MESSAGES.nameRequired, 80),
  protocol: z.enum(FISCAL_PROTOCOLS, FISCAL_DEVICE_MESSAGES.protocolInvalid),
  url,
  timeout_ms: int(500, 60_000, FISCAL_DEVICE_MESSAGES.timeoutInvalid),
  operator: int(1, 99, FISCAL_DEVICE_MESSAGES.operatorInvalid),
  departments: z.record(departmentKey, int(1, 99, FISCAL_DEVICE_MESSAGES.departmentInvalid)),
  tenders: z.partialRecord(z.enum(PAYMENT_METHODS), tender),
  enabled: z.boolean(),
};

export const fiscalDeviceCreateSchema = z.object({
  name: fields.name,
  protocol: z._default(fields.protocol, 'epson_fpmate'),
  url: fields.url,
  timeout_ms: z._default(fields.timeout_ms, 10_000),
  operator: z._default(fields.operator, 1),
  departments: z._default(fields.departments, DEFAULT_DEPARTMENTS),
  tenders: z._default(fields.tenders, {}),
  enabled: z._default(fields.enabled, true),
});
export type FiscalDeviceCreateInput = z.output<typeof fiscalDeviceCreateSchema>;

export const fiscalDevicePatchSchema = z.object({
  version: z.number().check(z.int()),
  name: z.optional(fields.name),
  protocol: z.optional(fields.protocol),
  url: z.optional(fields.url),
  timeout_ms: z.optional(fields.timeout_ms),
  operator: z.optional(fields.operator),
  departments: z.optional(fields.departments),
  tenders: z.optional(fields.tenders),
  enabled: z.optional(fields.enabled),
});
export type FiscalDevicePatchInput = z.output<typeof fiscalDevicePatchSchema>;

export const fiscalDeviceDto = z.object({
  id: z.string(),
  name: z.string(),
  protocol: z.enum(FISCAL_PROTOCOLS),
  url: z.string(),
  timeout_ms: z.number(),
  operator: z.number(),
  departments: z.record(z.string(), z.number()),
  tenders: z.record(z.string(), tender),
  serial: z.nullable(z.string()),
  enabled: z.boolean(),
  version: z.number(),
});
export type FiscalDeviceDto = z.output<typeof fiscalDeviceDto>;

export const fiscalDevicesDto = z.object({ items: z.array(fiscalDeviceDto) });

/** POST …/:id/test: what the RT said, and in Italian what is wrong (nothing when ok). */
export const fiscalDeviceTestDto = z.object({
  ok: z.boolean(),
  serial: z.nullable(z.string()),
  problems: z.array(z.string()),
});
export type FiscalDeviceTestDto = z.output<typeof fiscalDeviceTestDto>;

/** *Apri cassetto* and the courtesy copy: done or not, said in Italian. */
export const rtActionDto = z.object({ ok: z.boolean(), message: z.string() });
export type RtActionDto = z.output<typeof rtActionDto>;

/**
 * What the counter needs to know of the till, readable by all staff (no device settings): is an
 * RT on, and when a payment gets its documento commerciale (where the lottery code can go).
 */
export const tillStatusDto = z.object({
  rt_enabled: z.boolean(),
  receipt_mode: z.enum(RECEIPT_MODES),
});
export type TillStatusDto = z.output<typeof tillStatusDto>;
