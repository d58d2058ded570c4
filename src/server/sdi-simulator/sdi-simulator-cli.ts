import { parseArgs } from 'node:util';
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
  port: Number(values.port),
  webhook: values.webhook,
  webhookSecret: values.secret,
  delayMs: Number(values.delay),
  logFile: values.log,
});
process.stdout.write(
  `Simulatore SDI (API A-Cube) su ${simulator.url}; registro in ${values.log}\n`,
);
