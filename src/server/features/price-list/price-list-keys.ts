import { foldForSearch } from '../../search/text-search';

/** What makes an entry one: brand, model and repair, folded, so "iPhone 13" = "IPHONE 13". */
export const entryKey = (e: { brand: string; model: string; repair: string }) =>
  [e.brand, e.model, e.repair].map(foldForSearch).join('\t');

export const entrySearchText = (e: { brand: string; model: string; repair: string }) =>
  foldForSearch(`${e.brand} ${e.model} ${e.repair}`);

/**
 * Whether a device as the ticket names it ("iPhone 13", "Apple iPhone 13") is the entry's model
 * exactly, not a longer one ("iPhone 13 Pro").
 */
export const isSameModel = (e: { brand: string; model: string }, device: string) => {
  const typed = foldForSearch(device);
  return typed === foldForSearch(e.model) || typed === foldForSearch(`${e.brand} ${e.model}`);
};
