import { describe, expect, it } from 'vitest';
import type { SdiSendDto, TransmissionDto } from '../../../../shared/sdi/sdi-transmission';
import { nextLookMs } from './sdi-api';

const SENT_AT = Date.parse('2026-12-06T10:00:00Z');

function journey(status: TransmissionDto['status'], state: string): TransmissionDto {
  const send: SdiSendDto = {
    id: 's1',
    state,
    file_name: 'IT01234567890_00001.xml',
    attempts: 1,
    last_error: null,
    created_at: new Date(SENT_AT).toISOString(),
    sent_at: new Date(SENT_AT).toISOString(),
    notifications: [],
  };
  return {
    status,
    file_name: send.file_name,
    sent_at: send.sent_at,
    notifications: [],
    sends: [send],
  };
}

describe('how often the SDI panel asks again', () => {
  it('every second just after the send, then half the wait, at most every 30 s', () => {
    const waiting = journey('inviata', 'inviata');
    expect(nextLookMs(waiting, SENT_AT + 300)).toBe(1_000);
    expect(nextLookMs(waiting, SENT_AT + 10_000)).toBe(5_000);
    expect(nextLookMs(waiting, SENT_AT + 3_600_000)).toBe(30_000);
    // A browser clock behind the server's still asks soon.
    expect(nextLookMs(waiting, SENT_AT - 60_000)).toBe(1_000);
  });

  it('while the send is queued (an outage), and not once the SDI has answered', () => {
    expect(nextLookMs(journey('da_inviare', 'in_coda'), SENT_AT + 4_000)).toBe(2_000);
    expect(nextLookMs(journey('consegnata', 'consegnata'), SENT_AT)).toBe(false);
    expect(nextLookMs(journey('scartata', 'scartata'), SENT_AT)).toBe(false);
    expect(nextLookMs(undefined, SENT_AT)).toBe(false);
  });
});
