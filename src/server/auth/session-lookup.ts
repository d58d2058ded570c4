import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { toRole } from '../../shared/roles';
import { identityGeneration } from '../db/identity-writes';
import { toBool, toIso } from '../db/normalize';
import type { DB } from '../db/schema';
import type { SessionInfo } from '../http/context';
import type { Logger } from '../logger';
import type { createAuth } from './auth';
import { createSessionCache } from './session-cache';

type Auth = ReturnType<typeof createAuth>;
type Found = { session: SessionInfo; createdAt: string };

/** What a request's cookie resolved to; 'ask-better-auth' when only better-auth should decide. */
export type SessionLookup = Found | null | 'ask-better-auth';

interface CookieRules {
  name: string;
  dontRememberName: string;
  key: Buffer;
  expiresInMs: number;
  updateAgeMs: number;
}

/**
 * The common case of better-auth's getSession — a validly signed cookie naming a live session
 * that is not yet due for its sliding refresh — in one indexed query and a synchronous HMAC,
 * instead of better-auth's several adapter calls and WebCrypto key imports on every request.
 * Anything else (no or bad cookie, expired, due for refresh, "don't remember me") is left to
 * better-auth, which also writes the refreshed expiry and cookies. The rules are read from
 * better-auth's own context, so the two never disagree about names, secret or timings.
 * What it resolves is kept for a few seconds (session-cache.ts), never past the refresh point.
 */
export function createSessionLookup(auth: Auth, db: Kysely<DB>, logger: Logger) {
  const reportForeignSignature = foreignSignatureReporter(db, logger);
  const cache = createSessionCache<Found>();
  let rules: Promise<CookieRules> | undefined;
  const readRules = async (): Promise<CookieRules> => {
    const context = await auth.$context;
    return {
      name: context.authCookies.sessionToken.name,
      dontRememberName: context.authCookies.dontRememberToken.name,
      key: Buffer.from(context.secret),
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    };
  };

  // Built once (builders are immutable); each request only adds its token.
  const sessionWithUser = db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select([
      's.id as session_id',
      's.expires_at',
      's.created_at',
      'u.id',
      'u.email',
      'u.name',
      'u.role',
      'u.two_factor_enabled',
      // Every staff request asks for it (requireSession): one round trip instead of two.
      (eb) =>
        eb
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'auth_require_two_factor')
          .as('require_two_factor'),
    ]);

  return async function lookup(cookieHeader: string | undefined): Promise<SessionLookup> {
    if (!cookieHeader) return null;
    rules ??= readRules();
    const { name, dontRememberName, key, expiresInMs, updateAgeMs } = await rules;
    const cookies = parseCookies(cookieHeader);
    const signed = cookies.get(name);
    if (signed === undefined) return null;
    if (cookies.has(dontRememberName)) return 'ask-better-auth';
    const cached = cache.get(signed);
    if (cached) return cached;
    const generation = identityGeneration();
    const { token, claimed } = verifiedToken(signed, key);
    if (!token) {
      if (claimed) await reportForeignSignature(claimed);
      return 'ask-better-auth';
    }

    const row = await sessionWithUser.where('s.token', '=', token).executeTakeFirst();
    if (!row) return 'ask-better-auth';
    const expiresAt = new Date(toIso(row.expires_at)).getTime();
    // better-auth's own clock and rule: expired, or due to slide (refresh writes) → let it decide.
    const now = Date.now();
    const refreshAt = expiresAt - expiresInMs + updateAgeMs;
    if (expiresAt <= now || refreshAt <= now) return 'ask-better-auth';
    const found: Found = {
      createdAt: toIso(row.created_at),
      session: {
        sessionId: row.session_id,
        token,
        shopRequiresTwoFactor: row.require_two_factor === 'true',
        user: {
          id: row.id,
          email: row.email,
          name: row.name,
          role: toRole(row.role),
          twoFactorEnabled: toBool(row.two_factor_enabled),
        },
      },
    };
    cache.set(signed, found, Math.min(expiresAt, refreshAt), generation);
    return found;
  };
}

function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/**
 * better-call's signed cookie: encodeURIComponent(`${token}.${base64 HMAC-SHA256(token)}`).
 * `token` when the signature is ours; else `claimed`, the token the cookie names.
 */
function verifiedToken(raw: string, key: Buffer): { token?: string; claimed?: string } {
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return {};
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return {};
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', key).update(token).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected)
    ? { token }
    : { claimed: token };
}

const REPORT_EVERY_MS = 60_000;

/**
 * A cookie whose signature is not ours but whose token is a live session in the database was
 * signed by an instance with another AUTH_SECRET: every instance on one database must share it.
 * Said once a minute at most (a forged cookie names no live session and is not reported).
 */
function foreignSignatureReporter(db: Kysely<DB>, logger: Logger) {
  let lastReport = 0;
  return async (token: string) => {
    if (Date.now() - lastReport < REPORT_EVERY_MS) return;
    const live = await db
      .selectFrom('sessions')
      .select('id')
      .where('token', '=', token)
      .where('expires_at', '>', new Date().toISOString())
      .executeTakeFirst();
    if (!live) return;
    lastReport = Date.now();
    logger.error(
      { session: live.id },
      'sessione valida nel database ma firmata con un altro AUTH_SECRET: ogni istanza che usa questo database deve avere lo stesso AUTH_SECRET',
    );
  };
}
