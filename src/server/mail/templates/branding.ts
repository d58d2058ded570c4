import { logoUrlOf, type SettingValues } from '../../../shared/settings';

/** The shop as e-mails show it: name, logo and the contact lines of the footer. */
export interface MailBranding {
  shopName: string;
  /** Absolute http(s) URL, or null: a mail client cannot resolve anything else. */
  logoUrl: string | null;
  contacts: string[];
  /** PUBLIC_URL (else http://localhost:PORT): the origin of every link in a message. */
  linkOrigin: string;
}

export function brandingFrom(settings: SettingValues, linkOrigin: string): MailBranding {
  return {
    shopName: settings.shop_name.trim() || 'Sportello',
    logoUrl: absoluteImageUrl(logoUrlOf(settings), linkOrigin),
    contacts: [
      settings.shop_address,
      settings.shop_phone,
      settings.shop_email,
      settings.shop_website,
      settings.shop_opening_hours && `Orari: ${settings.shop_opening_hours}`,
      settings.shop_vat_number && `P.IVA ${settings.shop_vat_number}`,
    ]
      .map((line) => line.trim())
      .filter(Boolean),
    linkOrigin,
  };
}

/** Only http(s) reaches an <img src>: a stored `javascript:` or `data:` URL is dropped. */
function absoluteImageUrl(value: string, origin: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, `${origin}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
