const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A value counts as an id only if it has the UUID shape (SPEC §5). Its own module so that the
 * inventory and priced-line schemas use it without loading the ticket schemas.
 */
export function isUuidShape(value: string): boolean {
  return UUID_SHAPE.test(value);
}
