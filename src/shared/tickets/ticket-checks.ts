import * as z from 'zod/mini';

/**
 * The device's check at the counter (intake) and when it leaves (pickup), and the customer's
 * signature under the shop's terms (issue 33). The device kinds only choose which list the form
 * offers: each check keeps its own key and label, so a list edited later never rewrites a ticket.
 */
export const DEVICE_KINDS = [
  'Smartphone',
  'Tablet',
  'PC portatile',
  'PC fisso',
  'Console',
  'Altro',
] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export const CHECK_STAGES = { intake: 'Accettazione', pickup: 'Ritiro' } as const;
export type CheckStage = keyof typeof CHECK_STAGES;
export const CHECK_STAGE_KEYS = Object.keys(CHECK_STAGES) as CheckStage[];

export const CHECK_RESULTS = {
  ok: 'OK',
  ko: 'Non funzionante',
  na: 'Non verificabile',
} as const;
export type CheckResult = keyof typeof CHECK_RESULTS;

export const CHECK_MESSAGES = {
  keyInvalid: 'Chiave non valida: lettere minuscole, cifre e trattini bassi (max 40)',
  labelRequired: 'Indica il nome del controllo',
  duplicateKey: 'Due controlli hanno la stessa chiave',
  tooMany: 'Al massimo 40 controlli per lista',
  kindInvalid: 'Tipo di dispositivo non valido',
  resultInvalid: 'Esito non valido: OK, Non funzionante o Non verificabile',
  stageInvalid: 'Fase non valida: accettazione (intake) o ritiro (pickup)',
  signed: 'Il cliente ha già firmato questa fase: la checklist e la firma non si modificano più.',
  alreadySigned: 'Il cliente ha già firmato questa fase del ticket.',
  imageRequired: 'Manca la firma: disegnala o scrivi il nome per esteso.',
  imageInvalid: 'La firma non è un’immagine PNG valida.',
  imageTooLarge: 'L’immagine della firma è troppo grande (massimo 512 kB).',
  imageSize: 'L’immagine della firma deve misurare tra 50×20 e 4000×2000 pixel.',
  typedNameInvalid: 'Il nome scritto deve avere da 2 a 120 caratteri',
  publicRequired: 'Firma nel riquadro per accettare le condizioni.',
} as const;

/** 512 kB: a drawn signature is a few kB; anything near this is not one. */
export const SIGNATURE_MAX_BYTES = 512 * 1024;

const item = (key: string, label: string) => ({ key, label });
const COMMON = {
  power: item('accensione', 'Accensione'),
  display: item('display', 'Display'),
  touch: item('touch', 'Touch'),
  cameras: item('fotocamere', 'Fotocamere'),
  audio: item('audio', 'Audio'),
  mic: item('microfono', 'Microfono'),
  keys: item('tasti', 'Tasti'),
  charge: item('porta_ricarica', 'Porta di ricarica'),
  wireless: item('wifi_bluetooth', 'Wi-Fi/Bluetooth'),
  biometrics: item('face_touch_id', 'Face ID / Touch ID'),
  sim: item('sim', 'SIM'),
  battery: item('batteria', 'Batteria'),
  keyboard: item('tastiera', 'Tastiera'),
  trackpad: item('touchpad', 'Touchpad'),
  ports: item('porte_usb', 'Porte USB'),
  webcam: item('webcam', 'Webcam'),
  video: item('uscita_video', 'Uscita video'),
  disk: item('disco', 'Disco'),
  fans: item('ventole', 'Ventole'),
  controller: item('controller', 'Controller'),
  reader: item('lettore_disco', 'Lettore disco'),
  network: item('rete', 'Rete'),
};
const C = COMMON;

export const DEFAULT_CHECKLISTS: Record<DeviceKind, { key: string; label: string }[]> = {
  Smartphone: [
    C.power,
    C.display,
    C.touch,
    C.cameras,
    C.audio,
    C.mic,
    C.keys,
    C.charge,
    C.wireless,
    C.biometrics,
    C.sim,
    C.battery,
  ],
  Tablet: [
    C.power,
    C.display,
    C.touch,
    C.cameras,
    C.audio,
    C.mic,
    C.keys,
    C.charge,
    C.wireless,
    C.biometrics,
    C.battery,
  ],
  'PC portatile': [
    C.power,
    C.display,
    C.keyboard,
    C.trackpad,
    C.webcam,
    C.audio,
    C.mic,
    C.ports,
    C.charge,
    C.wireless,
    C.battery,
    C.disk,
  ],
  'PC fisso': [C.power, C.video, C.ports, C.audio, C.network, C.wireless, C.disk, C.fans],
  Console: [C.power, C.video, C.controller, C.reader, C.ports, C.network, C.wireless, C.fans],
  Altro: [C.power, C.display, C.keys, C.charge, C.battery],
};

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

/** POST /api/tickets/:id/signatures (JSON; a multipart body carries the same fields). */
export const signatureInput = z.object({
  stage: z.enum(['intake', 'pickup'], CHECK_MESSAGES.stageInvalid),
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

/** "9 OK · 1 Non funzionante": the one-line summary the history and the sheet show. */
export function checkSummary(items: readonly { result: CheckResult }[]): string {
  const counts = (['ok', 'ko', 'na'] as const)
    .map((r) => [r, items.filter((i) => i.result === r).length] as const)
    .filter(([, n]) => n > 0);
  return counts.map(([r, n]) => `${n} ${CHECK_RESULTS[r]}`).join(' · ') || 'nessun controllo';
}
