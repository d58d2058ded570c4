import { formatDate } from '../../../shared/format';
import { formatPhone } from '../../../shared/phone-format';
import { phoneKey } from '../../phone/phone-key';
import type { CustomerFields } from './customer-columns';

type Contacts = Pick<CustomerFields, 'phone' | 'phone2' | 'email' | 'pec' | 'notes'>;

/**
 * The kept customer's contacts after a merge: what the duplicate knew of the same person is not
 * lost. A blank phone, e-mail or PEC of the kept record takes the duplicate's, a phone the kept
 * record lacks goes to its second phone, and what finds no field (another e-mail, a third phone,
 * the duplicate's note) is written into the note, dated and naming the duplicate, where staff and
 * the search read it. The kept record's own values are never replaced.
 */
export function mergeContacts(
  kept: Contacts,
  duplicate: Contacts & { display_name: string },
  at: string,
): Contacts {
  const result = { ...kept };
  const leftOver: string[] = [];
  const knownPhones = () => [result.phone, result.phone2].map(phoneKey).filter(Boolean);
  for (const phone of [duplicate.phone, duplicate.phone2]) {
    if (!phone || knownPhones().includes(phoneKey(phone))) continue;
    if (!result.phone) result.phone = phone;
    else if (!result.phone2) result.phone2 = phone;
    else leftOver.push(`telefono ${formatPhone(phone)}`);
  }
  const sameText = (a: string | null, b: string) =>
    a?.trim().toLowerCase() === b.trim().toLowerCase();
  for (const [field, label] of [
    ['email', 'email'],
    ['pec', 'PEC'],
  ] as const) {
    const value = duplicate[field];
    if (!value || sameText(result[field], value)) continue;
    if (!result[field]) result[field] = value;
    else leftOver.push(`${label} ${value}`);
  }
  if (duplicate.notes?.trim()) leftOver.push(`note: ${duplicate.notes.trim()}`);
  if (leftOver.length > 0) {
    const line = `Dal cliente unito «${duplicate.display_name}» il ${formatDate(at)}: ${leftOver.join('; ')}`;
    result.notes = result.notes ? `${result.notes}\n${line}` : line;
  }
  return result;
}
