import path from 'node:path';
import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** The customer pages' scripts (docs/decisions/006): a few kB each, no React. */
export const CUSTOMER_SCRIPTS = {
  'ticket-page': 'src/public-web/ticket-page.ts',
  'ticket-form': 'src/public-web/ticket-form.ts',
};

const STAFF_SHELL = 'src/web/app/staff-layout.tsx';

/** Every module a module imports statically, itself included. */
function staticClosure(ctx: ChunkingContext, start: string): Set<string> {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id)) return;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) visit(next);
  };
  visit(path.resolve(start));
  return seen;
}

const sharedByBuild = new WeakMap<ChunkingContext, Set<string>>();

/** What a customer page's script and the staff shell both import: a path, an error shape, money. */
function sharedWithCustomers(ctx: ChunkingContext): Set<string> {
  let shared = sharedByBuild.get(ctx);
  if (!shared) {
    const shell = staticClosure(ctx, STAFF_SHELL);
    shared = new Set(
      Object.values(CUSTOMER_SCRIPTS)
        .flatMap((file) => [...staticClosure(ctx, file)])
        .filter((id) => shell.has(id)),
    );
    sharedByBuild.set(ctx, shared);
  }
  return shared;
}

/**
 * How the code is cut into files (docs/decisions/031). On a phone's HTTP/1.1 every file is a round
 * trip on one of six connections, so a page should come as few files as its bytes allow:
 * - The staff shell and everything it imports (React, the router, TanStack Query, the session
 *   check) in one chunk beside the entry: split by Rolldown's defaults it was 15 files of 1-8 kB,
 *   and every route 4 kB heavier in wrappers and imports.
 * - What the shell shares with a customer page's script in a small chunk of its own: inside the
 *   shell's, the customer's form downloaded the whole shell, React included (34 kB gzip).
 * - The small chunks the pages share (under 8 kB of source) copied into the chunks that read
 *   them instead of files of their own; Rolldown's runtime keeps one instance and one state of
 *   each module across the copies. With the groups of shared UI components and icons this
 *   replaces, a page came as 9-41 files; now as 5-11, its JavaScript within -4.8 to +0.4 kB of
 *   what it was (the budget test in Chromium), and Lighthouse's simulated LCP 2.3-3.1 s -> 1.8-2.5 s.
 */
export const codeSplitting: Rolldown.CodeSplittingOptions = {
  groups: [
    {
      name: (id, ctx) => (sharedWithCustomers(ctx).has(id) ? 'customer-shared' : null),
      // A group named by a function needs a label of its own, or every build warns (which
      // `npm start` printed on a first start).
      debugName: 'customer-shared',
      priority: 1,
    },
    { name: 'staff-shell', test: /src\/web\/app\/staff-layout\.tsx$/ },
  ],
  experimentalInlineCommonChunks: { maxSize: 8192 },
};
