import * as z from 'zod/mini';
import { rtReportDto } from '../../../shared/cash-days/cash-day-dto';
import type { PaymentMethod } from '../../../shared/payments/payment-methods';
import { isAdmin } from '../../../shared/roles';
import { sessionOf } from '../../auth/session';
import { AppError, forbidden, notFound } from '../../errors';
import { route } from '../../http/server-feature';
import { idParam } from '../../http/validate';
import { recordRtReport } from '../cash-days/cash-days.service';
import { withDeviceHeld } from './device-print-hold';
import { PAYMENT_TYPE } from './epson-fpmate';
import { DEFAULT_TENDERS, driverFor, fiscalDevice } from './fiscal-devices.service';
import type { RtAnswer } from './rt-document';
import { failureReason, RtUnreachable } from './rt-driver';

const NOT_FOUND = 'Registratore telematico non trovato';
const reportSchema = z.object({
  kind: z.enum(['x', 'z'], 'Tipo di report non valido: usa x o z'),
});

/** The RT's daily totals per payment type (`dailyAmountCents` "type:cents;…") by type name. */
export function rtTotals(answer: RtAnswer): Record<string, number> {
  const names = Object.fromEntries(Object.entries(PAYMENT_TYPE).map(([name, n]) => [n, name]));
  const totals: Record<string, number> = {};
  for (const pair of (answer.info.dailyAmountCents ?? '').split(';')) {
    const [type, cents] = pair.split(':');
    const name = names[Number(type)];
    if (name && cents !== undefined) totals[name] = (totals[name] ?? 0) + Number(cents);
  }
  return totals;
}

/**
 * X (read, staff) and Z (the daily closure, admin) on the shop's RT: its totals as it answered
 * them, stored with the day by the cash-days feature for the evening's comparison.
 */
export const fiscalReportRoute = route({
  method: 'POST',
  path: '/api/settings/fiscal-devices/:id/report',
  summary: 'Report X (lettura) o Z (chiusura giornaliera, solo admin) del registratore',
  access: 'staff',
  body: reportSchema,
  response: rtReportDto,
  status: 201,
  handler: async (c, { body }) => {
    const actor = sessionOf(c).user;
    if (body.kind === 'z' && !isAdmin(actor.role))
      throw forbidden('La chiusura Z la fa solo un amministratore');
    const deps = c.get('deps');
    const device = await fiscalDevice(deps.db, idParam(c, NOT_FOUND));
    if (!device) throw notFound(NOT_FOUND);
    let answer: RtAnswer;
    try {
      const held = await withDeviceHeld(deps.db, device, deps.clock, () =>
        driverFor(device).report(body.kind),
      );
      if (!held.ok) throw new AppError(409, 'rt_busy', held.reason);
      answer = held.value;
    } catch (error) {
      if (error instanceof RtUnreachable) throw new AppError(503, 'rt_unreachable', error.message);
      throw error;
    }
    if (!answer.success) throw new AppError(502, 'rt_refused', failureReason(answer));
    const tenders = { ...DEFAULT_TENDERS, ...device.tenders };
    const tenderTypes = Object.fromEntries(
      Object.entries(tenders).map(([method, t]) => [method, t.type]),
    ) as Partial<Record<PaymentMethod, string>>;
    const zNumber = Number(answer.info.zRepNumber);
    const report = await recordRtReport(deps, {
      deviceId: device.id,
      kind: body.kind,
      zNumber: Number.isFinite(zNumber) && answer.info.zRepNumber ? zNumber : null,
      totalsCents: rtTotals(answer),
      tenderTypes,
      by: actor.id,
    });
    return c.json(report, 201);
  },
});
