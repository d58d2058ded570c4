import { describe, expect, it } from 'vitest';
import {
  CLOSED_TICKET_STATUS,
  DEFAULT_TICKET_STATUS,
  isTicketStatus,
  TICKET_STATUS_BADGE_CLASSES,
  TICKET_STATUSES,
} from './ticket-status';

describe('ticket statuses', () => {
  it('has the nine seed values, Ticket inserito first and Chiuso as the closed one', () => {
    // Shown as they are stored (badges, filters, e-mails): these are the seed's exact words.
    expect(TICKET_STATUSES).toEqual([
      'Ticket inserito',
      'In assegnazione al tecnico',
      'In lavorazione',
      'Parti ordinate',
      'Preventivo inviato',
      'Preventivo accettato',
      'Rifiutato',
      'Pronto per il ritiro',
      'Chiuso',
    ]);
    expect(DEFAULT_TICKET_STATUS).toBe('Ticket inserito');
    expect(CLOSED_TICKET_STATUS).toBe('Chiuso');
    expect(isTicketStatus('In lavorazione')).toBe(true);
    expect(isTicketStatus('in lavorazione')).toBe(false);
  });

  it('gives every status the seed colour in light and dark mode', () => {
    const colour: Record<string, string> = {
      'Ticket inserito': 'blue',
      'In assegnazione al tecnico': 'yellow',
      'In lavorazione': 'purple',
      'Parti ordinate': 'orange',
      'Pronto per il ritiro': 'green',
      Chiuso: 'gray',
      'Preventivo inviato': 'indigo',
      'Preventivo accettato': 'emerald',
      Rifiutato: 'red',
    };
    for (const status of TICKET_STATUSES) {
      const classes = TICKET_STATUS_BADGE_CLASSES[status];
      expect(classes).toContain(`bg-${colour[status]}-100`);
      expect(classes).toContain(`dark:text-${colour[status]}-200`);
    }
  });
});
