import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import {
  createRtSimulator,
  RT_FAULTS,
  type RtFault,
  SIMULATED_PROTOCOLS,
  type SimulatedProtocol,
} from '../features/fiscal-devices/rt-simulator';
import { wholeNumberArg } from './whole-number-arg';

/**
 * npm run rt:simulator -- --port 9100 --protocol epson_fpmate|custom_xml|rch_xml --journal rt.jsonl [--latency 300]
 * [--fault lost_answer]: a local RT to try Sportello without the shop's device (README).
 */
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '9100' },
    protocol: { type: 'string', default: 'epson_fpmate' },
    journal: { type: 'string', default: 'rt-journal.jsonl' },
    latency: { type: 'string', default: '0' },
    fault: { type: 'string', default: 'none' },
  },
});
const protocol = values.protocol as SimulatedProtocol;
if (!SIMULATED_PROTOCOLS.includes(protocol)) {
  process.stderr.write(
    `Protocollo non ancora simulato: ${values.protocol} (disponibili: ${SIMULATED_PROTOCOLS.join(', ')})\n`,
  );
  process.exit(2);
}
if (!RT_FAULTS.includes(values.fault as RtFault)) {
  process.stderr.write(`Guasto sconosciuto: ${values.fault} (${RT_FAULTS.join(', ')})\n`);
  process.exit(2);
}
const port = wholeNumberArg('port', values.port);
const latencyMs = wholeNumberArg('latency', values.latency);
const sim = createRtSimulator({
  journal: values.journal,
  latencyMs,
  fault: values.fault as RtFault,
  protocol,
});
sim.server.listen(port, () => {
  const { port: listening } = sim.server.address() as AddressInfo;
  process.stdout.write(
    `Registratore simulato (${sim.dialect.label}) su http://localhost:${listening}${sim.dialect.path}, giornale in ${values.journal}\n`,
  );
});
