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
/** A whole number ≥ 0, or the simulator does not start (a typo must not mean port 0 or no delay). */
function whole(name: string, text: string): number {
  const value = Number(text);
  if (Number.isInteger(value) && value >= 0) return value;
  process.stderr.write(`--${name} deve essere un numero intero ≥ 0, non «${text}»\n`);
  process.exit(2);
}

const simulator = await startSdiSimulator({
  port: whole('port', values.port),
  webhook: values.webhook,
  webhookSecret: values.secret,
  delayMs: whole('delay', values.delay),
  logFile: values.log,
});
process.stdout.write(
  `Simulatore SDI (API A-Cube) su ${simulator.url}; registro in ${values.log}\n`,
);
