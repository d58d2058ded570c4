import { createHash } from 'node:crypto';

/** Identifies the exact terms text a customer accepted or signed under (stored with the ticket). */
export function termsVersion(terms: string): string {
  return createHash('sha256').update(terms).digest('hex').slice(0, 16);
}
