import * as z from 'zod/mini';
import { BACKUP_FOLDER_MESSAGES } from './backups';
import { formatDecimalInput, parseDecimalInput } from './decimal-input';
import { isValidVatNumber, normalizeVatNumber } from './inventory/codes';
import { shopLogoPath } from './paths';
import { RECEIPT_MODES } from './receipts/receipt-mode';
import { OPEN_TICKET_STATUSES } from './tickets/ticket-status';

/**
 * Every setting the shop can change: key → default and rule (SPEC §3 "Settings", §5, §9).
 * Values are stored as text, as in the seed; readers use the typed accessors on the server.
 */
const flag = z.enum(['true', 'false'], 'Valore non valido: usa true o false');
const PERCENT_MESSAGE = 'Inserisci un numero tra 0 e 100 (passo 0,1)';
/**
 * A percentage as an Italian types it (`10,5` or `10.5`), kept as text with a dot (`10.5`): the
 * stored form every reader parses. Read in tenths, never as a float (`10,5` became 105).
 */
const percent = z.pipe(
  z.string(),
  z.transform((value: string, ctx) => {
    const parsed = parseDecimalInput(value, 1);
    if (!parsed.ok || parsed.scaled > 1000) {
      ctx.issues.push({ code: 'custom', input: value, message: PERCENT_MESSAGE });
      return z.NEVER;
    }
    return formatDecimalInput(parsed.scaled, 1, false).replace(',', '.');
  }),
);

/** Settings kept as percentages: their forms show them the Italian way (`10,5`). */
export const PERCENT_SETTING_KEYS = [
  'default_vat_rate',
  'default_margin_percentage',
  'pcbuild_default_vat_rate',
  'pcbuild_default_margin_percentage',
] as const;

/** A stored value as its form field shows it. */
export function settingFormText(key: SettingKey, stored: string): string {
  return (PERCENT_SETTING_KEYS as readonly string[]).includes(key)
    ? stored.replace('.', ',')
    : stored;
}
const optionalEmail = z.union([z.literal(''), z.email('Indirizzo email non valido')]);
/**
 * Only web addresses: these end up in links and <img src> on the public pages and in e-mails,
 * where `javascript:`, `data:` or `ftp:` (all valid URLs to z.url) would be a hazard or broken.
 */
const webUrl = (message: string) =>
  z.union([z.literal(''), z.url({ protocol: /^https?$/, message })]);
const optionalUrl = webUrl('Inserisci un URL valido (https://…)');
const text = (max: number) => z.string().check(z.maxLength(max, `Massimo ${max} caratteri`));
const trimmedText = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Massimo ${max} caratteri`));

/** Ten years: beyond that the cutoff date would be meaningless (and, far enough, invalid). */
export const OLD_TICKETS_MAX_DAYS = 3650;

/** A whole number from `min` to `max`, typed as text. */
const wholeNumber = (min: number, max: number, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((v) => /^\d{1,6}$/.test(v) && Number(v) >= min && Number(v) <= max, message),
  );

/** The shop's P.IVA: empty, or checked with the suppliers' rule (Italian checksum, EU prefix). */
const vatNumber = z.pipe(
  z.string().check(
    z.trim(),
    z.refine(
      (v) => v === '' || isValidVatNumber(v),
      'Partita IVA non valida: 11 cifre con la cifra di controllo, oppure un numero UE con il prefisso del paese (es. DE123456789)',
    ),
  ),
  z.transform(normalizeVatNumber),
);
/** A number people dial or message: digits, spaces and a leading +. */
const phoneText = z.string().check(
  z.trim(),
  z.refine(
    (v) => v === '' || /^\+?[\d\s./-]{6,24}$/.test(v),
    'Numero non valido: usa cifre e il prefisso internazionale, ad esempio +39 333 123 4567',
  ),
);

export const PCBUILD_DEFAULT_NOTES =
  'Consegna prevista entro 14 giorni lavorativi dalla conferma. Pagamento anticipato tramite bonifico bancario.';

export const SETTINGS = {
  logo_url: { default: '', schema: webUrl('Il logo deve essere un URL') },
  /** An uploaded logo (its stored file name), set by POST /api/settings/logo; wins over logo_url. */
  logo_file: {
    default: '',
    schema: z.union([
      z.literal(''),
      z.string().check(z.regex(/^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/, 'File del logo non valido')),
    ]),
  },
  /** Empty means no terms: the public form then asks for no acceptance (SPEC §5). */
  terms_and_conditions: { default: '', schema: trimmedText(20000) },
  payment_info: { default: '', schema: text(5000) },
  /** Empty: the default notice (privacy-notice.ts), filled with the shop's details. */
  privacy_notice: { default: '', schema: trimmedText(20000) },
  email_new_ticket: { default: 'true', schema: flag },
  email_status_change: { default: 'true', schema: flag },
  email_admin_address: { default: '', schema: optionalEmail },
  /** The owner hears of public-form tickets; of those typed at the counter only if asked. */
  email_admin_counter_tickets: { default: 'false', schema: flag },
  email_admin_old_tickets: { default: 'true', schema: flag },
  email_admin_old_tickets_days: {
    default: '7',
    schema: z.string().check(
      z.trim(),
      z.refine((v) => /^\d+$/.test(v) && Number(v) >= 1, {
        message: 'Il numero di giorni deve essere almeno 1',
        abort: true,
      }),
      z.refine(
        (v) => Number(v) <= OLD_TICKETS_MAX_DAYS,
        `Il numero di giorni non può superare ${OLD_TICKETS_MAX_DAYS}`,
      ),
    ),
  },
  default_vat_rate: { default: '22', schema: percent },
  default_margin_percentage: { default: '30', schema: percent },
  pcbuild_default_vat_rate: { default: '22', schema: percent },
  pcbuild_default_margin_percentage: { default: '30', schema: percent },
  pcbuild_default_notes: { default: PCBUILD_DEFAULT_NOTES, schema: text(5000) },
  shop_name: { default: '', schema: text(200) },
  shop_address: { default: '', schema: text(500) },
  shop_phone: { default: '', schema: text(30) },
  shop_vat_number: { default: '', schema: vatNumber },
  /** Empty: customers are sent to the shop's phone on WhatsApp (what shop_phone meant before). */
  shop_whatsapp: { default: '', schema: phoneText },
  shop_opening_hours: { default: '', schema: trimmedText(500) },
  shop_email: { default: '', schema: optionalEmail },
  shop_website: { default: '', schema: optionalUrl },
  shop_privacy_url: { default: '', schema: optionalUrl },
  ticket_highlight_user_id: {
    default: '',
    schema: z.union([z.literal(''), z.uuid('Seleziona un account valido')]),
  },
  /** Where a ticket waiting in *Parti ordinate* goes when its part arrives (decision 049). */
  ticket_part_arrived_status: {
    default: 'In lavorazione',
    schema: z.enum(OPEN_TICKET_STATUSES, 'Scegli uno stato del ticket diverso da Chiuso'),
  },
  /** Off unless the shop turns it on: anyone holding the link would read the PIN. */
  public_show_device_password: { default: 'false', schema: flag },
  /** The public intake form asks for the customer's drawn signature (else it is optional). */
  public_intake_signature_required: { default: 'false', schema: flag },
  /** Public tickets accepted per day from all addresses together (anti-abuse cap). */
  public_tickets_daily_cap: {
    default: '500',
    schema: wholeNumber(1, 999_999, 'Inserisci un numero intero positivo'),
  },
  /** Public tickets accepted from one address (20 an hour, 240 a day). */
  public_tickets_per_address_hour: {
    default: '20',
    schema: wholeNumber(1, 999_999, 'Inserisci un numero intero positivo'),
  },
  public_tickets_per_address_day: {
    default: '240',
    schema: wholeNumber(1, 999_999, 'Inserisci un numero intero positivo'),
  },
  auth_require_two_factor: { default: 'false', schema: flag },
  /** A delivered repair's warranty, unless its price-list entry says otherwise (decision 030). */
  warranty_months: {
    default: '12',
    schema: wholeNumber(0, 120, 'Inserisci un numero di mesi tra 0 e 120'),
  },
  /** The public intake shows the list's lowest price for the typed model ("da X €"). */
  public_price_list: { default: 'false', schema: flag },
  /** The daily automatic backup: on by default, at 03:00 Rome, kept 14 days. */
  backup_enabled: { default: 'true', schema: flag },
  backup_hour: { default: '3', schema: wholeNumber(0, 23, "Inserisci un'ora tra 0 e 23") },
  /** Empty: DATA_DIR/backups. Absolute, as the server's own disk names it. */
  backup_folder: {
    default: '',
    schema: z.string().check(
      z.trim(),
      z.maxLength(500, 'Massimo 500 caratteri'),
      z.refine(
        (v) => v === '' || /^(\/|[A-Za-z]:[\\/])/.test(v),
        'Indica un percorso completo (es. /mnt/backup o D:\\Backup), o lascia vuoto',
      ),
      z.refine((v) => !/\p{Cc}/u.test(v), BACKUP_FOLDER_MESSAGES.control),
      z.refine((v) => !v.split(/[\\/]/).includes('..'), BACKUP_FOLDER_MESSAGES.parent),
    ),
  },
  backup_keep_days: {
    default: '14',
    schema: wholeNumber(1, 3650, 'Inserisci un numero di giorni tra 1 e 3650'),
  },
  /** The drawer's day: one per operator, or one for the shop's till (decision 051). */
  cash_drawer_mode: {
    default: 'operatore',
    schema: z.enum(['operatore', 'cassa'], 'Valore non valido: usa operatore o cassa'),
  },
  /** With an RT: a counter payment always, never, or on request gets its documento commerciale. */
  receipt_mode: {
    default: 'always',
    schema: z.enum(RECEIPT_MODES, 'Scegli sempre, su richiesta o mai'),
  },
} as const satisfies Record<string, { default: string; schema: z.core.$ZodType<string> }>;

export type SettingKey = keyof typeof SETTINGS;

/**
 * What each setting is called where a person reads about it: messages name the field as the
 * Settings page shows it, never its key ("Impossibile salvare l'impostazione shop_website").
 */
export const SETTING_LABELS: Record<SettingKey, string> = {
  logo_url: 'URL del logo',
  logo_file: 'Logo caricato',
  terms_and_conditions: 'Termini e condizioni',
  payment_info: 'Informazioni di pagamento',
  privacy_notice: 'Informativa sulla privacy',
  email_new_ticket: 'E-mail per i nuovi ticket',
  email_status_change: 'E-mail al cambio di stato',
  email_admin_address: 'Indirizzo email amministratore',
  email_admin_counter_tickets: 'Avvisa anche dei ticket inseriti al banco',
  email_admin_old_tickets: 'Avviso sui ticket vecchi',
  email_admin_old_tickets_days: "Giorni prima dell'avviso",
  default_vat_rate: 'IVA predefinita dei preventivi',
  default_margin_percentage: 'Ricarico predefinito dei preventivi',
  pcbuild_default_vat_rate: 'IVA predefinita delle PC Build',
  pcbuild_default_margin_percentage: 'Ricarico predefinito delle PC Build',
  pcbuild_default_notes: 'Note predefinite delle PC Build',
  shop_name: 'Nome del negozio',
  shop_address: 'Indirizzo del negozio',
  shop_phone: 'Telefono del negozio',
  shop_vat_number: 'Partita IVA del negozio',
  shop_whatsapp: 'Numero WhatsApp del negozio',
  shop_opening_hours: 'Orari di apertura',
  shop_email: 'Email del negozio',
  shop_website: 'Sito web del negozio',
  shop_privacy_url: "Link all'informativa sulla privacy",
  ticket_highlight_user_id: "Account evidenziato nell'elenco ticket",
  ticket_part_arrived_status: 'Stato del ticket quando arriva il ricambio',
  public_show_device_password: 'Password del dispositivo nella pagina pubblica',
  public_intake_signature_required: 'Firma obbligatoria nel modulo online',
  public_tickets_daily_cap: 'Ticket pubblici al giorno',
  public_tickets_per_address_hour: "Ticket pubblici all'ora da una connessione",
  public_tickets_per_address_day: 'Ticket pubblici al giorno da una connessione',
  auth_require_two_factor: 'Verifica in due passaggi obbligatoria',
  warranty_months: 'Mesi di garanzia sulle riparazioni',
  public_price_list: 'Prezzi del listino nel modulo pubblico',
  backup_enabled: 'Backup automatico giornaliero',
  backup_hour: 'Ora del backup',
  backup_folder: 'Cartella dei backup',
  backup_keep_days: 'Giorni di conservazione dei backup',
  cash_drawer_mode: 'Cassetto della cassa (per operatore o unico)',
  receipt_mode: 'Documento commerciale al pagamento',
};

/** SPEC §8 "Impossibile salvare l'impostazione", naming the setting by its label. */
export function settingSaveFailedMessage(key: SettingKey): string {
  return `Impossibile salvare l'impostazione «${SETTING_LABELS[key]}»`;
}
export type SettingValues = Record<SettingKey, string>;

export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

export const LOGO_IMAGE_ONLY = 'Il logo deve essere un’immagine JPG, PNG, GIF o WebP.';

/** The logo the shop shows: the uploaded one when there is one, else the URL ('' for none). */
export function logoUrlOf(values: Pick<SettingValues, 'logo_file' | 'logo_url'>): string {
  return values.logo_file ? shopLogoPath(values.logo_file) : values.logo_url;
}

export function settingDefaults(): SettingValues {
  return Object.fromEntries(SETTING_KEYS.map((k) => [k, SETTINGS[k].default])) as SettingValues;
}

/** GET and PUT /api/settings answer every key, the defaults filled in. */
export const settingsDto = z.object({
  values: z.record(z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]), z.string()),
});

/** GET /api/settings/email-links: where the links in customers' e-mails point. */
export interface EmailLinks {
  /** PUBLIC_URL, or http://localhost:PORT when it is not set. */
  origin: string;
  public_url_set: boolean;
}

/** Said to the admin in Settings and in the test e-mail when PUBLIC_URL is not set. */
export function localLinksWarning(origin: string): string {
  return `PUBLIC_URL non è impostato: i link nelle e-mail ai clienti puntano a ${origin}, che dal loro telefono non si apre (il QR stampato usa invece l'indirizzo del browser). Imposta PUBLIC_URL con l'indirizzo pubblico di Sportello e riavvia.`;
}
