import type { Context, Handler, Hono, MiddlewareHandler } from 'hono';
import type { $ZodType, output } from 'zod/v4/core';
import { isAdmin, isStaff, SETTINGS_ACCESS_DENIED } from '../../shared/roles';
import { requireRole } from '../auth/policies';
import { requireSession } from '../auth/session';
import type { DomainEventHandlers } from '../events/domain-events';
import type { AppDeps, AppEnv } from './context';
import { parseJson, parseQuery } from './validate';

/**
 * Who may call a route (MODULES "Who may do what"). The four documented levels, and two finer
 * ones that document as their parent:
 *   public   – anyone, no session
 *   account  – signed in, even while two-factor enrolment is still due (documented: session)
 *   session  – any signed-in account
 *   staff    – admin or employee
 *   admin    – admin only
 *   settings – admin only, refused with the Settings wording of SPEC §6 (documented: admin)
 */
export const ACCESS_LEVELS = [
  'public',
  'account',
  'session',
  'staff',
  'admin',
  'settings',
] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export type DocumentedAccess = 'public' | 'session' | 'staff' | 'admin';

export function documentedAccess(level: AccessLevel): DocumentedAccess {
  if (level === 'account') return 'session';
  if (level === 'settings') return 'admin';
  return level;
}

const GATES: Record<AccessLevel, MiddlewareHandler<AppEnv>[]> = {
  public: [],
  account: [requireSession({ allowMissingTwoFactor: true })],
  session: [requireSession()],
  staff: [requireSession(), requireRole(isStaff)],
  admin: [requireSession(), requireRole(isAdmin)],
  settings: [requireSession(), requireRole(isAdmin, SETTINGS_ACCESS_DENIED)],
};

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Parsed<S> = S extends $ZodType ? output<S> : undefined;

export interface RouteSpec<
  P extends string,
  Q extends $ZodType | undefined,
  B extends $ZodType | undefined,
> {
  method: Method;
  /** The full path, Hono style (`/api/quotes/:id`): what the document and a search show. */
  path: P;
  summary: string;
  access: AccessLevel;
  /** The query string, parsed before the handler runs (bad fields → 400). */
  query?: Q;
  /** The JSON body, parsed before the handler runs (malformed or bad fields → 400). */
  body?: B;
  /** The body's schema built for this app (ticket dates are checked against the app's clock). */
  bodyFor?: (deps: AppDeps) => NonNullable<B>;
  /** A multipart upload (field `files`) the handler reads itself, instead of a JSON body. */
  multipart?: boolean;
  /** The JSON answer on success; absent: described in words only. */
  response?: $ZodType;
  status?: number;
  handler: (
    c: Context<AppEnv, P>,
    input: { query: Parsed<Q>; body: Parsed<B> },
  ) => Response | Promise<Response>;
}

/** A route as the app, the OpenAPI document and the authorization matrix read it. */
export type ServerRoute = Omit<
  RouteSpec<string, $ZodType | undefined, $ZodType | undefined>,
  'handler'
> & {
  /** The access gate, the parsers and the handler, in that order. */
  handlers: MiddlewareHandler<AppEnv>[];
};

/** One route: its declaration and its handler, with the gate and the parsers installed. */
export function route<
  P extends string,
  Q extends $ZodType | undefined = undefined,
  B extends $ZodType | undefined = undefined,
>(spec: RouteSpec<P, Q, B>): ServerRoute {
  const { handler, ...declaration } = spec;
  const run: Handler<AppEnv> = async (c) => {
    const query = spec.query ? parseQuery(c, spec.query) : undefined;
    const schema = spec.bodyFor?.(c.get('deps')) ?? spec.body;
    const body = schema ? await parseJson(c, schema) : undefined;
    return handler(
      c as unknown as Context<AppEnv, P>,
      { query, body } as {
        query: Parsed<Q>;
        body: Parsed<B>;
      },
    );
  };
  return { ...declaration, handlers: [...(GATES[spec.access] ?? []), run] };
}

/** A server-rendered page group (customer pages, decision 006), outside /api and the document. */
export interface PageMount {
  base: string;
  pages: (webRoot: string | undefined) => Hono<AppEnv>;
}

/** A feature's manifest: every route it answers, declared once, in its own folder. */
export interface ServerFeature {
  name: string;
  /** The path prefixes it answers under; every route's path starts with one of them. */
  bases: readonly string[];
  /**
   * The tables it owns: only its *.queries.ts write them; another feature asks its service
   * (the architecture test reads this list from the manifest's text).
   */
  tables: readonly string[];
  /** What it does when another feature tells it something happened (events/domain-events.ts). */
  handles?: DomainEventHandlers;
  routes: readonly ServerRoute[];
  pages?: readonly PageMount[];
}

/**
 * Registers every route of every feature, each with its own gate, so no gate depends on which
 * router came first. Refuses to start on a route without a known access level, outside its
 * feature's bases, or answered by two features.
 */
export function mountFeatures(app: Hono<AppEnv>, features: readonly ServerFeature[]): void {
  const seen = new Map<string, string>();
  for (const feature of features) {
    for (const r of feature.routes) {
      const key = `${r.method} ${r.path}`;
      if (!ACCESS_LEVELS.includes(r.access))
        throw new Error(`${feature.name}: ${key} declares no access level`);
      if (!feature.bases.some((base) => r.path === base || r.path.startsWith(`${base}/`)))
        throw new Error(`${feature.name}: ${key} is outside ${feature.bases.join(', ')}`);
      const owner = seen.get(key);
      if (owner) throw new Error(`${key} is declared by both ${owner} and ${feature.name}`);
      seen.set(key, feature.name);
      app.on(r.method, r.path, ...(r.handlers as [Handler<AppEnv>]));
    }
  }
}
