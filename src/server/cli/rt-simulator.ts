import { parseArgs } from 'node:util';
import {
  createRtSimulator,
  RT_FAULTS,
  type RtFault,
  SIMULATED_PROTOCOLS,
  type SimulatedProtocol,
} from '../features/fiscal-devices/rt-simulator';

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
const sim = createRtSimulator({
  journal: values.journal,
  latencyMs: Number(values.latency),
  fault: values.fault as RtFault,
  protocol,
});
sim.server.listen(Number(values.port), () => {
  process.stdout.write(
    `Registratore simulato (${sim.dialect.label}) su http://localhost:${values.port}${sim.dialect.path}, giornale in ${values.journal}\n`,
  );
});
