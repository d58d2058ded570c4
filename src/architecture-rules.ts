import { cycleViolations } from './architecture-cycles';
import {
  featureOf,
  importsOf,
  isTest,
  isTestCode,
  resolveImport as resolve,
  type SourceFile,
} from './architecture-source';
import { reexportViolations, sqlViolations } from './architecture-sql';

/**
 * The house rules of the tree (docs/architecture.md "Rules the architecture test enforces"), as a
 * pure check over file paths and their text, so a test can run it on the real tree and on a
 * planted violation alike.
 */

/**
 * Cross-feature modules (or, ending in `/`, folders) that are a feature's published contract,
 * with why. Anything else of a feature is reached only through its `<name>.service.ts`.
 */
export const PUBLIC_FEATURE_MODULES: Record<string, string> = {
  'src/server/features/notifications/notification-events':
    'the event payload schemas: writers (tickets, later quotes) and readers share them',
  'src/server/features/public/views/':
    "the customer pages' layout (page, shop header, cards, priced lines): each feature draws its page with it",
  'src/server/features/public/page-assets': "the customer pages' built CSS and script",
  'src/server/features/public/public-limits':
    'one rate limit per address across every customer lookup, whichever feature answers it',
  'src/server/features/public/public-responses':
    "the customer API's shared answers: no-store headers, the 429, the load-failure words",
  'src/server/features/public/shop': 'what a customer page shows of the shop',
  'src/server/features/public/same-site':
    "the check that a customer's answer comes from the shop's own pages, not another website",
  'src/web/features/auth/api/current-user':
    "who is signed in: a feature's page mirrors the server's rules for that account's role",
  'src/web/features/cash-days/components/open-drawer':
    "*Apri cassetto*: the drawer's command and its outcome, on /cassa and beside the RT's settings",
  'src/web/features/payments/components/receipt-status':
    "the documento commerciale's state with *Riprova*: the ticket's Incassa and the counter sale show the same",
  'src/web/features/sdi/components/transmission-column':
    "each issued invoice's state at the SDI in a list: the invoices list shows it, the SDI feature answers it",
  'src/server/features/public/staff-preview':
    "staff's ?anteprima of a customer page: the one session a customer page reads",
};

function isPublished(target: string): boolean {
  return Object.keys(PUBLIC_FEATURE_MODULES).some((published) =>
    published.endsWith('/') ? target.startsWith(published) : target === published,
  );
}

/** Layers below the features: they must not depend on any feature. */
const LOWER_LAYERS = [
  'auth',
  'backup',
  'db',
  'documents',
  'events',
  'http',
  'mail',
  'phone',
  'storage',
  'rate-limit',
  'search',
  'settings',
  'uploads',
];

/**
 * The layers on top, which assemble the features into an app, jobs, a CLI and a document: nothing
 * below imports them, and they reach a feature through its published modules, never its queries
 * or presenters.
 */
const COMPOSERS = ['jobs', 'openapi', 'cli'];
const ROOT_COMPOSERS = [
  'src/server/app',
  'src/server/main',
  'src/server/services',
  'src/server/server-features',
];

/**
 * Every way to reach the environment: `process.env`, `process['env']`, `globalThis.process.env`
 * and `const { env } = process` (Biome's noProcessEnv sees the first three, not the last).
 */
const READS_ENV =
  /\bprocess\s*(?:\.\s*env\b|\[\s*['"`]env['"`]\s*\])|\{[^{}]*\benv\b[^{}]*\}\s*=\s*(?:globalThis\s*\.\s*)?process\b/;

/**
 * `price * 1.22`, `total / 1.1`, `0.22 * taxable`: money multiplied by a decimal is float
 * arithmetic on amounts, which drifts by a cent (src/shared/pricing.ts does it in integers).
 */
const MONEY = '\\w*(?:price|cost|amount|total|taxable|vat|cents)\\w*';
const FLOAT_ON_MONEY = new RegExp(
  `\\b${MONEY}\\s*[*/]\\s*\\d*\\.\\d+|\\b\\d*\\.\\d+\\s*\\*\\s*${MONEY}`,
  'i',
);

/**
 * Services exchange cents: a euro amount turned back into cents with `Math.round(x * 100)` means
 * money crossed a feature as a float (`euroToCents` at the HTTP edge is the one conversion).
 */
const EUROS_BACK_TO_CENTS = /Math\.round\([^()]*(?:\([^()]*\)[^()]*)*\*\s*100\s*\)/;

/**
 * "Paid" is incassi less rimborsi, written once (`db/payment-sums.ts` signedPaymentCents): a
 * second copy of the sign rule is how two screens come to show two balances.
 */
const PAYMENT_SIGN = /direction\s*=\s*'incasso'/;
const PAYMENT_SIGN_HOME = 'src/server/db/payment-sums.ts';

/**
 * One unit for VAT rates, hundredths of a percent (22 % = 2200): a rate kept in tenths beside one
 * in hundredths is a rate ten times off one conversion away. Migrations still name the old columns.
 */
const VAT_IN_TENTHS = /vat\w*tenths/i;

/**
 * One rounding of money, half away from zero in BigInt (`src/shared/rounding.ts`): a second
 * rounding function is how the same amount comes out a cent apart on two documents.
 */
const ROUNDING_NAME = '(?:round\\w*|\\w*Round\\w*)';
const ROUNDING_FUNCTION = new RegExp(
  `\\bfunction\\s+${ROUNDING_NAME}\\s*[(<]|\\b(?:const|let)\\s+${ROUNDING_NAME}\\s*=\\s*(?:async\\s*)?(?:\\([^)]*\\)|\\w+)\\s*(?::[^=]+)?=>`,
);
const ROUNDING_HOME = 'src/shared/rounding.ts';

/**
 * …nor a rounding inline: `Math.round` of an amount (cents, a price, a gross) rounds halves up
 * in floats, so a return's negative half-cent comes out a cent off the sale it mirrors.
 */
const MATH_ROUND_ARGUMENTS = /Math\.round\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)/g;
const ROUNDED_MONEY = /\w*(?:price|cost|amount|total|taxable|vat|cents|gross|imponibile)\w*/i;
const roundsMoneyInline = (text: string) =>
  [...text.matchAll(MATH_ROUND_ARGUMENTS)].some(([, args = '']) => ROUNDED_MONEY.test(args));

/**
 * A comment says why, in words that stay true: an issue number points to a tracker the reader
 * may not have, and to a request rather than a reason.
 */
const ISSUE_IN_COMMENT = /^\s*(?:\/\/|\/\*+|\*)[^\n]*\bissues?\s+#?\d+\b(?!\s+[a-z])/im;

export function commentViolations(files: readonly SourceFile[]): string[] {
  return files
    .filter((file) => ISSUE_IN_COMMENT.test(file.text))
    .map((file) => `${file.path} → comment: a comment gives the reason, not an issue number`);
}

/** Every broken rule, as "file → import: rule". */
export function architectureViolations(files: SourceFile[]): string[] {
  const violations: string[] = [
    ...sqlViolations(files),
    ...reexportViolations(files),
    ...cycleViolations(files),
    ...commentViolations(files),
  ];
  for (const file of files) {
    const from = file.path;
    const say = (specifier: string, rule: string) =>
      violations.push(`${from} → ${specifier}: ${rule}`);
    if (
      !isTest(from) &&
      /^src\/(server|shared|web|public-web)\//.test(from) &&
      from !== 'src/server/env.ts' &&
      READS_ENV.test(file.text)
    ) {
      say('process.env', 'only src/server/env.ts reads the environment');
    }
    if (
      !isTestCode(from) &&
      from.startsWith('src/server/') &&
      !from.startsWith('src/server/db/migrations/') &&
      from !== PAYMENT_SIGN_HOME &&
      PAYMENT_SIGN.test(file.text)
    )
      say('money', `what was paid is summed through ${PAYMENT_SIGN_HOME} only`);
    const code = !isTestCode(from) && /^src\/(server|shared|web)\//.test(from);
    if (code && !from.startsWith('src/server/db/migrations/') && VAT_IN_TENTHS.test(file.text))
      say('money', 'VAT rates are hundredths of a percent everywhere: no rate in tenths');
    if (code && from !== ROUNDING_HOME && ROUNDING_FUNCTION.test(file.text))
      say('money', `money is rounded by ${ROUNDING_HOME} only: no second rounding function`);
    if (!isTestCode(from) && from.startsWith('src/server/') && EUROS_BACK_TO_CENTS.test(file.text))
      say('money', 'services exchange cents: no Math.round(euros * 100) in the server');
    else if (!isTestCode(from) && from.startsWith('src/server/') && roundsMoneyInline(file.text))
      say('money', `money is rounded by ${ROUNDING_HOME} only: no Math.round of an amount`);
    if (!isTest(from) && /^src\/(server|shared)\//.test(from) && FLOAT_ON_MONEY.test(file.text)) {
      say('money', 'amounts are integer cents: no decimal factor on a price, cost or total');
    }
    for (const { specifier, typeOnly } of importsOf(file.text)) {
      const target = resolve(from, specifier);
      if (from.startsWith('src/shared/') && !isTest(from)) {
        if (
          target.startsWith('src/server') ||
          target.startsWith('src/web') ||
          target.startsWith('src/public-web')
        )
          say(specifier, 'src/shared imports neither side');
        if (
          specifier.startsWith('node:') ||
          specifier === 'react' ||
          specifier.startsWith('react-') ||
          specifier.startsWith('react/')
        )
          say(specifier, 'src/shared is pure: no Node or React');
      }
      if (from.startsWith('src/web/') && target.startsWith('src/server') && !typeOnly)
        say(specifier, 'src/web imports only types from src/server');
      if (
        from.startsWith('src/public-web/') &&
        (specifier === 'react' || specifier.startsWith('react') || target.startsWith('src/web'))
      )
        say(specifier, 'the customer pages load no React and nothing of the staff app');
      for (const side of ['server', 'web'] as const) {
        const mine = featureOf(from, side);
        const theirs = featureOf(target, side);
        if (!mine || !theirs || mine === theirs || isTestCode(from)) continue;
        const viaService =
          side === 'server' && target === `src/server/features/${theirs}/${theirs}.service`;
        if (!viaService && !isPublished(target))
          say(specifier, `feature ${mine} reaches ${theirs} only through its service`);
      }
      if (isTest(from) || !from.startsWith('src/server/')) continue;
      if (/^src\/(web|public-web)(\/|$)/.test(target))
        say(specifier, 'server code imports nothing of the browser apps');
      const layer = /^src\/server\/([^/]+)\//.exec(from)?.[1];
      if (layer && LOWER_LAYERS.includes(layer) && target.startsWith('src/server/features/'))
        say(specifier, `src/server/${layer} is below the features and must not import one`);
      const targetLayer = /^src\/server\/([^/]+)\//.exec(target)?.[1];
      if (
        layer !== targetLayer &&
        ((targetLayer && COMPOSERS.includes(targetLayer)) || ROOT_COMPOSERS.includes(target)) &&
        (layer === 'features' || (layer && LOWER_LAYERS.includes(layer)))
      )
        say(specifier, `${target} composes the app: nothing below it imports it`);
      if (
        !featureOf(from, 'server') &&
        /^src\/server\/features\/[^/]+\/[^/]+\.(queries|presenter)$/.test(target)
      )
        say(
          specifier,
          "a feature's queries and presenters are its own: reach it through its service",
        );
    }
  }
  return violations;
}
