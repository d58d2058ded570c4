import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** The purpose the mail server's password is sealed for. */
export const MAIL_PASSWORD_PURPOSE = 'mail-server-password';
/** The purpose the SDI channel's credentials and webhook secret are sealed for. */
export const SDI_CREDENTIALS_PURPOSE = 'sdi-channel-credentials';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  /** null when the text was sealed under another key (the auth secret changed) or is damaged. */
  open(sealed: string): string | null;
}

/**
 * AES-256-GCM under a key derived (HKDF-SHA256) from the auth secret for one purpose, so a copy of
 * the database alone does not give away the mail password, and the key is never the secret itself.
 */
export function createSecretBox(authSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', authSecret, 'sportello', purpose, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    open(sealed) {
      const [version, payload] = sealed.split('.');
      if (version !== VERSION || !payload) return null;
      const bytes = Buffer.from(payload, 'base64url');
      if (bytes.length < IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        const body = bytes.subarray(IV_BYTES + TAG_BYTES);
        return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
