import { RCH_COMMANDS, RCH_PATH } from './rch-xml';
import type { SimDialect } from './rt-simulator-dialects';

/** The commands of one `<Service>` request, unescaped as the RT reads them. */
function commands(body: string): string[] {
  return [...body.matchAll(/<cmd>([\s\S]*?)<\/cmd>/g)].map((m) =>
    (m[1] ?? '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  );
}

const FISCAL = /^=(R\d|k\/&|r\/&)/;

/** RCH's `<Service><Request>` answer; `extra` is what the command itself adds. */
function rchAnswer(flags: Partial<Record<'paperEnd' | 'coverOpen', 1>>, extra = '') {
  const request = [
    '<errorCode>0</errorCode>',
    '<printerError>0</printerError>',
    `<paperEnd>${flags.paperEnd ?? 0}</paperEnd>`,
    `<coverOpen>${flags.coverOpen ?? 0}</coverOpen>`,
    '<lastCmd>0</lastCmd>',
    '<busy>0</busy>',
  ].join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Service><Request>${request}</Request>${extra}</Service>`;
}

/**
 * The RCH dialect: a document is recognised by its sale, return or void command, X and Z by their
 * key before `=C10`, the state and serial queries by `<</?s` and `<</?m`. The state names the last
 * *closed* Z, one less than the Z number the documents of the day carry.
 */
export const RCH_DIALECT: SimDialect = {
  label: 'RCH (XML)',
  path: RCH_PATH,
  request(body) {
    const cmds = commands(body);
    if (cmds.some((c) => FISCAL.test(c))) return 'receipt';
    if (cmds.includes(RCH_COMMANDS.dailyReport)) {
      if (cmds.includes(RCH_COMMANDS.zKey)) return 'z';
      if (cmds.includes(RCH_COMMANDS.xKey)) return 'x';
    }
    if (cmds.includes(RCH_COMMANDS.state)) return 'last';
    if (cmds.includes(RCH_COMMANDS.serial)) return 'status';
    if (cmds.includes(RCH_COMMANDS.drawer)) return 'drawer';
    return 'unknown';
  },
  tenders: (body) =>
    commands(body).flatMap((c) => {
      const m = /^=T(\d)\/\$(\d+)$/.exec(c);
      return m ? [[m[1] ?? '1', Number(m[2])] as [string, number]] : [];
    }),
  failure: (fault) => rchAnswer(fault === 'paper_end' ? { paperEnd: 1 } : { coverOpen: 1 }),
  printed: () => rchAnswer({}),
  last: (z, n) =>
    rchAnswer(
      {},
      `<ECRStatus><mode>REG</mode><idleState>0</idleState><lastZ>${z - 1}</lastZ><lastDocF>${n}</lastDocF></ECRStatus>`,
    ),
  // The daily totals per payment number are the simulator's own, for the evening's comparison.
  report: (z, totals) =>
    rchAnswer(
      {},
      `<ECRStatus><lastZ>${z - 1}</lastZ></ECRStatus><dailyAmountCents>${totals}</dailyAmountCents>`,
    ),
  ok: (info) =>
    rchAnswer(
      {},
      info.serialNumber === undefined
        ? ''
        : `<Enq><name>m</name><value>${info.serialNumber}</value></Enq>`,
    ),
  unknown: () => rchAnswer({}).replace('<errorCode>0</errorCode>', '<errorCode>2</errorCode>'),
};
