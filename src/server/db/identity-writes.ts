import {
  AliasNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  TableNode,
  type UnknownRow,
} from 'kysely';

/** The tables a signed-in request's identity is read from (auth/session-lookup.ts). */
const IDENTITY_TABLES = new Set(['sessions', 'users', 'accounts', 'two_factors', 'settings']);

const WRITE = /\b(insert|update|delete|drop|alter)\b/i;
const IDENTITY_NAME = new RegExp(`\\b(${[...IDENTITY_TABLES].join('|')})\\b`, 'i');

let generation = 0;

/**
 * A number that changes whenever this process writes a table a session's identity comes from:
 * sign-in and sign-out, ban, role, password and two-factor changes, sessions ended by an admin,
 * the shop's two-factor rule. The session cache (auth/session-cache.ts) trusts an entry only while
 * the number is the one it was read under, so a revocation made here takes effect at once.
 */
export const identityGeneration = () => generation;

/** Watches every query the app's Kysely instances run (db/database.ts). */
export class IdentityWriteWatcher implements KyselyPlugin {
  readonly #writes = new WeakSet<object>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (writesIdentity(node)) {
      generation += 1;
      this.#writes.add(queryId);
    }
    return node;
  }

  // Again once the write has run: a lookup that started in between must not be cached either.
  async transformResult({
    result,
    queryId,
  }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#writes.has(queryId)) generation += 1;
    return result;
  }
}

function writesIdentity(node: RootOperationNode): boolean {
  switch (node.kind) {
    case 'InsertQueryNode':
      return names(node.into);
    case 'UpdateQueryNode':
      return names(node.table) || (node.from?.froms ?? []).some(names);
    case 'DeleteQueryNode':
      return node.from.froms.some(names);
    case 'RawNode':
      // Raw SQL that writes one of them (a migration, a restore).
      return node.sqlFragments.some((f) => WRITE.test(f) && IDENTITY_NAME.test(f));
    default:
      return false;
  }
}

/** Whether a table reference (bare, aliased or schema-qualified) is an identity table. */
function names(node: OperationNode | undefined): boolean {
  if (!node) return false;
  if (AliasNode.is(node)) return names(node.node);
  return TableNode.is(node) && IDENTITY_TABLES.has(node.table.identifier.name);
}
