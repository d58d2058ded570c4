/**
 * The words and defaults of the device checks (decision 029), without zod: the printed sheet and the
 * staff page import these alone. The device kinds only choose which list the form offers: each
 * check keeps its own key and label, so a list edited later never rewrites a ticket.
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

/** "9 OK · 1 Non funzionante": the one-line summary the history and the sheet show. */
export function checkSummary(items: readonly { result: CheckResult }[]): string {
  const counts = (['ok', 'ko', 'na'] as const)
    .map((r) => [r, items.filter((i) => i.result === r).length] as const)
    .filter(([, n]) => n > 0);
  return counts.map(([r, n]) => `${n} ${CHECK_RESULTS[r]}`).join(' · ') || 'nessun controllo';
}
