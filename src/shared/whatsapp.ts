/**
 * The digits of a phone number as wa.me wants them: country code, no plus, no spaces. A number
 * written without one ('+' or '00') is taken as Italian, the default country of the forms.
 */
export function whatsappNumber(phone: string): string {
  const digits = phone.replaceAll(/\D/g, '');
  if (phone.trim().startsWith('+')) return digits;
  if (digits.startsWith('00')) return digits.slice(2);
  return digits === '' ? '' : `39${digits}`;
}

/** A chat with the number, the message prefilled when given; '' when the number has no digits. */
export function whatsappUrl(phone: string, text?: string): string {
  const number = whatsappNumber(phone);
  if (number === '') return '';
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/**
 * `tel:` wants the E.164 digits, no spaces. Here rather than next to formatPhone, which pulls in
 * libphonenumber's metadata: the browser needs only the links.
 */
export const telUrl = (e164: string) => `tel:${e164.replaceAll(/[^\d+]/g, '')}`;
