import type { Kysely } from 'kysely';
import { PRIVACY_PATH } from '../../../shared/paths';
import { logoUrlOf } from '../../../shared/settings';
import { whatsappNumber } from '../../../shared/whatsapp';
import type { DB } from '../../db/schema';
import { readSettings } from '../../settings/settings-store';
import { termsVersion } from '../../settings/terms-version';

/**
 * What the public pages may know about the shop: an explicit list, nothing else. `publicUrl` is
 * the configured PUBLIC_URL: the staff sheet's QR code must carry the address customers reach,
 * which may not be the one the staff opened the sheet at.
 */
export async function publicShop(db: Kysely<DB>, publicUrl?: string) {
  const s = await readSettings(db);
  return {
    name: s.shop_name || 'Sportello',
    address: s.shop_address,
    phone: s.shop_phone,
    whatsapp: whatsappNumber(s.shop_whatsapp || s.shop_phone),
    vat_number: s.shop_vat_number,
    opening_hours: s.shop_opening_hours,
    email: s.shop_email,
    website: s.shop_website,
    /** The shop's own page if it has one, else the notice this app serves. */
    privacy_url: s.shop_privacy_url || PRIVACY_PATH,
    logo_url: logoUrlOf(s),
    terms: s.terms_and_conditions,
    /** How to pay (Settings): printed on quotes and shown on the customer's quote page. */
    payment_info: s.payment_info,
    terms_version: s.terms_and_conditions ? termsVersion(s.terms_and_conditions) : null,
    // Without a trailing slash, so a path can be appended as it is.
    public_url: publicUrl ? publicUrl.replace(/\/+$/, '') : null,
  };
}

export type PublicShop = Awaited<ReturnType<typeof publicShop>>;
