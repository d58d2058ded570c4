import { betterAuth } from 'better-auth';
import { admin, twoFactor } from 'better-auth/plugins';
import { adminAc, userAc } from 'better-auth/plugins/admin/access';
import type { Kysely } from 'kysely';
import { PASSWORD_RESET_MINUTES } from '../../shared/auth-rules';
import type { DialectName } from '../db/database';
import type { DB } from '../db/schema';
import { countingCalls } from './auth-calls';
import { generateBackupCodes } from './backup-codes';

export interface AuthConfig {
  db: Kysely<DB>;
  dialect: DialectName;
  secret: string;
  /** PUBLIC_URL when known; otherwise the origin a request was sent to is the trusted one. */
  publicUrl?: string;
  sessionIdleMinutes: number;
  signInPerMinute: number;
  /** Queues the reset e-mail (password-reset.ts); auth.routes.ts refuses while mail cannot leave. */
  sendResetPassword: (user: { email: string; name: string }, token: string) => Promise<void>;
}

/** The header the HTTP layer fills with the real client address (see auth.routes.ts). */
export const CLIENT_IP_HEADER = 'x-sportello-client-ip';

const ts = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/**
 * better-auth on the app's own Kysely instance, mapped onto our snake_case tables (decision 002);
 * its calls counted, so its async context is switched off between them (auth-calls.ts).
 */
export function createAuth(config: AuthConfig) {
  const idle = config.sessionIdleMinutes * 60;
  const auth = betterAuth({
    appName: 'Sportello',
    basePath: '/api/auth',
    // Without PUBLIC_URL a shop reaches the app by whatever LAN address it has: take the request's.
    baseURL: config.publicUrl ?? { allowedHosts: ['*'], fallback: 'http://localhost' },
    secret: config.secret,
    // PUBLIC_URL alone when set (the Host header is the client's to choose: http/origin-guard.ts).
    trustedOrigins: async (request) => {
      if (config.publicUrl) return [new URL(config.publicUrl).origin];
      return request ? [new URL(request.url).origin] : [];
    },
    database: { db: config.db, type: config.dialect, transaction: true },
    emailAndPassword: {
      enabled: true,
      disableSignUp: true,
      autoSignIn: false,
      minPasswordLength: 10,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      // The link carries only the token: our own page, built by the server, never a client's URL.
      resetPasswordTokenExpiresIn: PASSWORD_RESET_MINUTES * 60,
      sendResetPassword: ({ user, token }) => config.sendResetPassword(user, token),
    },
    user: {
      modelName: 'users',
      fields: { emailVerified: 'email_verified', ...ts },
    },
    session: {
      modelName: 'sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...ts,
      },
      // Idle timeout: every use pushes expiry to now + idle, at most every few minutes.
      expiresIn: idle,
      updateAge: Math.min(300, Math.floor(idle / 4)),
    },
    account: {
      modelName: 'accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...ts,
      },
    },
    verification: {
      modelName: 'verifications',
      fields: { expiresAt: 'expires_at', ...ts },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: config.signInPerMinute },
        '/two-factor/verify-totp': { window: 60, max: config.signInPerMinute },
        '/two-factor/verify-backup-code': { window: 60, max: config.signInPerMinute },
        '/change-password': { window: 60, max: 10 },
        '/request-password-reset': { window: 600, max: 5 },
        '/reset-password': { window: 60, max: 10 },
      },
    },
    advanced: {
      cookiePrefix: 'sportello',
      useSecureCookies: config.publicUrl?.startsWith('https://') ?? false,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    databaseHooks: {
      session: {
        create: {
          after: async (session) => {
            await config.db
              .updateTable('users')
              .set({ last_sign_in_at: new Date().toISOString() })
              .where('id', '=', session.userId)
              .execute();
          },
        },
      },
    },
    plugins: [
      admin({
        defaultRole: 'user',
        adminRoles: ['admin'],
        roles: { admin: adminAc, employee: userAc, user: userAc },
        bannedUserMessage: 'Account disattivato. Contatta un amministratore.',
        schema: {
          user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
          session: { fields: { impersonatedBy: 'impersonated_by' } },
        },
      }),
      twoFactor({
        issuer: 'Sportello',
        backupCodeOptions: { customBackupCodesGenerate: generateBackupCodes },
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: 'two_factors',
            fields: {
              userId: 'user_id',
              backupCodes: 'backup_codes',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
    ],
  });
  return countingCalls(auth);
}

export type Auth = ReturnType<typeof createAuth>;
