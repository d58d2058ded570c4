/**
 * Which SMTP failures are worth retrying. Only a refusal of this recipient or this message is
 * permanent; everything about reaching, greeting or logging in to the server is retried, because
 * those are outages or configuration mistakes (wrong password, sender not allowed, relay denied)
 * that the admin fixes, after which the waiting messages should still leave.
 */

/** Auth required / too weak / invalid credentials / encryption required (RFC 4954). */
const AUTH_REPLY_CODES = new Set([530, 534, 535, 538]);

/** The commands whose rejection is about the recipient or the message itself. */
const MESSAGE_COMMANDS = new Set(['RCPT TO', 'DATA']);

interface SmtpFailure {
  code?: unknown;
  command?: unknown;
  responseCode?: unknown;
  response?: unknown;
}

export function isPermanentSmtpFailure(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { command, responseCode, response } = error as SmtpFailure;
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode > 599) return false;
  // 503 is "bad sequence of commands": a session problem, not a verdict on the message.
  if (responseCode === 503 || AUTH_REPLY_CODES.has(responseCode)) return false;
  if (typeof command !== 'string' || !MESSAGE_COMMANDS.has(command)) return false;
  // 5.7.x on RCPT TO is a security/policy refusal of *us* (relaying denied, authentication
  // required), which a configuration change cures; 5.1.x "mailbox unknown" and the like are not.
  if (command === 'RCPT TO' && typeof response === 'string' && /\b5\.7\.\d{1,3}\b/.test(response)) {
    return false;
  }
  return true;
}
