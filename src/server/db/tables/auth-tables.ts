import type { Bool, Instant } from './column-values';

/** better-auth's tables, snake_case (docs/decisions/002). */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: Bool;
  image: string | null;
  role: string | null;
  banned: Bool | null;
  ban_reason: string | null;
  ban_expires: Instant | null;
  two_factor_enabled: Bool | null;
  last_sign_in_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token: string;
  expires_at: Instant;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface AccountsTable {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Instant | null;
  refresh_token_expires_at: Instant | null;
  scope: string | null;
  password: string | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: Instant;
  created_at: Instant;
  updated_at: Instant;
}

export interface TwoFactorsTable {
  id: string;
  user_id: string;
  secret: string;
  backup_codes: string;
  verified: Bool | null;
  failed_verification_count: number | null;
  locked_until: Instant | null;
}

export interface RateLimitsTable {
  id: string;
  key: string;
  count: number;
  last_request: number | string;
}

/** TOTP codes already accepted, so a code cannot be used twice. */
export interface UsedTotpCodesTable {
  user_id: string;
  code: string;
  used_at: Instant;
}

export interface AuthTables {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  two_factors: TwoFactorsTable;
  rate_limits: RateLimitsTable;
  used_totp_codes: UsedTotpCodesTable;
}
