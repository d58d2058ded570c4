import { apiFetch } from './api-fetch';

/** The shop as GET /api/public/shop presents it: readable without signing in. */
export interface PublicShop {
  name: string;
  address: string;
  phone: string;
  /** Digits for wa.me: the WhatsApp number, else the phone. */
  whatsapp: string;
  vat_number: string;
  opening_hours: string;
  email: string;
  website: string;
  /** The shop's own privacy page, or the notice the app serves (/public/privacy). */
  privacy_url: string;
  logo_url: string;
  terms: string;
  /** How to pay (Settings): printed on quotes. */
  payment_info: string;
  /** PUBLIC_URL without a trailing slash, or null when the server has none configured. */
  public_url: string | null;
  /** A mail server is configured: the login page offers a reset link by e-mail. */
  password_reset_by_email: boolean;
}

export function fetchPublicShop(signal?: AbortSignal): Promise<PublicShop> {
  return apiFetch<PublicShop>('/api/public/shop', { signal });
}
