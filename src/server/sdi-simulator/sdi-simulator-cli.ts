import { parseArgs } from 'node:util';
import { wholeNumberArg } from '../cli/whole-number-arg';
import { startSdiSimulator } from './sdi-simulator';

/** `npm run sdi:simulator -- --port 4010 [--webhook URL --secret S] [--delay MS] [--log FILE]`. */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '4010' },
    webhook: { type: 'string' },
    secret: { type: 'string' },
    delay: { type: 'string', default: '500' },
    log: { type: 'string', default: 'sdi-simulator.jsonl' },
  },
});
const simulator = await startSdiSimulator({
  port: wholeNumberArg('port', values.port),
  webhook: values.webhook,
  webhookSecret: values.secret,
  delayMs: wholeNumberArg('delay', values.delay),
  logFile: values.log,
});
process.stdout.write(
  `Simulatore SDI (API A-Cube) su ${simulator.url}; registro in ${values.log}\n`,
);
