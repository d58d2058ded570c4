import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How a list's filters read from and write to the URL's query string. */
export interface FilterCodec<F> {
  /** Unknown or hand-edited values fall back to defaults instead of failing the request. */
  parse(params: URLSearchParams): F;
  /** Only what differs from the defaults, so the usual URL stays bare. */
  serialize(filters: F): URLSearchParams;
}

/**
 * A list's filters kept in the URL, so reload, back and a shared link keep them. The controls
 * answer at once; the URL follows (a router navigation completes a tick later).
 */
export function useUrlFilters<F>(codec: FilterCodec<F>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const [filters, setFilters] = useState(() => codec.parse(searchParams));
  const urlSearch = searchParams.toString();

  // Reload, back and forward: the URL is the truth.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the codec is a module constant
  useEffect(() => setFilters(codec.parse(new URLSearchParams(urlSearch))), [urlSearch]);

  /** `typing`: a search box; it must not fill the history with one entry per pause. */
  function change(patch: Partial<F>, options: { typing?: boolean } = {}) {
    const next = codec.serialize({ ...filters, ...patch });
    // As the URL will read back (e.g. a trimmed search), so the list asks once.
    setFilters(codec.parse(next));
    setSearchParams(next, { replace: options.typing ?? false });
  }

  return [filters, change] as const;
}
