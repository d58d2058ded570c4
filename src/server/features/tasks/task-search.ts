import { defineTextSearch } from '../../search/text-search';

/** What the board's search box looks at: title and description. */
export const taskSearch = defineTextSearch<{ title: string; description: string | null }>({
  table: 'tasks',
  alias: 't',
  fields: (t) => [t.title, t.description],
});
