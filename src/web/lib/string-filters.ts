import type { FilterCodec } from './use-url-filters';

/**
 * The URL codec of a list whose filters are all text: a value from the URL is kept when its key
 * allows it (any text, or one of `allowed`), else the default; only what differs from the
 * defaults is written, so the usual URL stays bare.
 */
export function stringFilterCodec<F extends Record<string, string>>(
  defaults: F,
  allowed: Partial<Record<keyof F, readonly string[]>> = {},
): FilterCodec<F> {
  const keys = Object.keys(defaults) as (keyof F & string)[];
  return {
    parse(params) {
      const filters = { ...defaults };
      for (const key of keys) {
        const value = params.get(key)?.trim();
        const choices = allowed[key];
        if (value && (!choices || choices.includes(value))) filters[key] = value as F[typeof key];
      }
      return filters;
    },
    serialize(filters) {
      const params = new URLSearchParams();
      for (const key of keys) {
        const value = (filters[key] ?? '').trim();
        if (value && value !== defaults[key]) params.set(key, value);
      }
      return params;
    },
  };
}
