import * as z from 'zod/mini';

import { CHECK_MESSAGES, DEVICE_KINDS } from './ticket-check-labels';

/**
 * The schemas and DTOs of the device's check at the counter (intake) and when it leaves (pickup),
 * and of the customer's signature under the shop's terms (decision 029); words in ticket-check-labels.
 */
const keyField = z
  .string(CHECK_MESSAGES.keyInvalid)
  .check(z.regex(/^[a-z0-9_]{1,40}$/, CHECK_MESSAGES.keyInvalid));
const labelField = z
  .string(CHECK_MESSAGES.labelRequired)
  .check(
    z.trim(),
    z.minLength(1, CHECK_MESSAGES.labelRequired),
    z.maxLength(80, 'Massimo 80 caratteri'),
  );
const uniqueKeys = (items: { key: string }[]) =>
  new Set(items.map((i) => i.key)).size === items.length;

export const checklistTemplateItem = z.object({ key: keyField, label: labelField });
const templateItems = z
  .array(checklistTemplateItem)
  .check(
    z.maxLength(40, CHECK_MESSAGES.tooMany),
    z.refine(uniqueKeys, CHECK_MESSAGES.duplicateKey),
  );

/** GET and PUT /api/settings/checklists: every kind, in DEVICE_KINDS order, its ordered items. */
export const checklistSettingsDto = z.object({
  checklists: z.array(
    z.object({ device_kind: z.enum(DEVICE_KINDS), items: z.array(checklistTemplateItem) }),
  ),
});
export const checklistSettingsInput = z.object({
  checklists: z.array(
    z.object({
      device_kind: z.enum(DEVICE_KINDS, CHECK_MESSAGES.kindInvalid),
      items: templateItems,
    }),
  ),
});
export type ChecklistSettings = z.output<typeof checklistSettingsDto>;

export const checkEntry = z.object({
  key: keyField,
  label: labelField,
  result: z.enum(['ok', 'ko', 'na'], CHECK_MESSAGES.resultInvalid),
  note: z.pipe(
    z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(500, 'Massimo 500 caratteri')))),
    z.transform((v) => v || null),
  ),
});
export const checklistField = () =>
  z
    .array(checkEntry)
    .check(
      z.maxLength(40, CHECK_MESSAGES.tooMany),
      z.refine(uniqueKeys, CHECK_MESSAGES.duplicateKey),
    );
const withChecklists = new WeakMap<object, unknown>();
/** The ticket's create schema with `checklist_intake` (the server's; built once per schema). */
export function withIntakeChecklist<S extends z.ZodMiniObject>(create: S) {
  const extend = () => z.extend(create, { checklist_intake: z.optional(checklistField()) });
  let schema = withChecklists.get(create) as ReturnType<typeof extend> | undefined;
  if (!schema) {
    schema = extend();
    withChecklists.set(create, schema);
  }
  return schema;
}

/** PUT /api/tickets/:id/checklist/{intake|pickup}. */
export const checklistInput = z.object({ items: checklistField() });
export type CheckEntry = z.output<typeof checkEntry>;

/**
 * POST /api/tickets/:id/signatures (JSON; a multipart body carries the same fields, `items` as
 * JSON text): `items` are the stage's checks the customer signs, saved with the signature.
 */
export const signatureInput = z.object({
  stage: z.enum(['intake', 'pickup'], CHECK_MESSAGES.stageInvalid),
  items: z.optional(checklistField()),
  image: z.optional(z.string(CHECK_MESSAGES.imageInvalid)),
  typed_name: z.pipe(
    z.optional(
      z.string(CHECK_MESSAGES.typedNameInvalid).check(
        z.trim(),
        z.maxLength(120, CHECK_MESSAGES.typedNameInvalid),
        z.refine((v) => v === '' || v.length >= 2, CHECK_MESSAGES.typedNameInvalid),
      ),
    ),
    z.transform((v) => v || null),
  ),
});

export const signatureDto = z.object({
  id: z.string(),
  stage: z.enum(['intake', 'pickup']),
  /** The first 16 hex of the terms text's SHA-256; null when the shop had no terms. */
  terms_version: z.nullable(z.string()),
  /** The terms text as the customer read it (kept per version, never edited). */
  terms_text: z.nullable(z.string()),
  typed_name: z.nullable(z.string()),
  signed_at: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  signed_by_name: z.nullable(z.string()),
  /** Staff only: GET /api/tickets/{id}/signatures/{signatureId}/image. */
  image_url: z.string(),
});

export const checklistRecordDto = z.object({
  id: z.string(),
  stage: z.enum(['intake', 'pickup']),
  items: z.array(checkEntry),
  recorded_by_name: z.nullable(z.string()),
  recorded_at: z.string(),
});

/** What GET /api/tickets/:id adds: the current checks, every save of them, the signatures. */
export const ticketChecksDto = z.object({
  checklist_intake: z.array(checkEntry),
  checklist_pickup: z.array(checkEntry),
  checklist_history: z.array(checklistRecordDto),
  signatures: z.array(signatureDto),
});

export type SignatureDto = z.output<typeof signatureDto>;
export type ChecklistRecordDto = z.output<typeof checklistRecordDto>;
export type TicketChecksDto = z.output<typeof ticketChecksDto>;
