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

/** A chat with the number; '' when the number has no digits at all. */
export function whatsappUrl(phone: string): string {
  const number = whatsappNumber(phone);
  return number === '' ? '' : `https://wa.me/${number}`;
}
