import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CorrispettiviLink } from './corrispettivi-link';

describe('corrispettivi download', () => {
  it('links the CSV of the report’s days only, whatever technician is chosen', () => {
    render(
      <CorrispettiviLink
        filters={{
          from: '2026-12-01',
          to: '2026-12-31',
          technician_id: 'x',
          device_type: 'Tablet',
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Scarica i corrispettivi (CSV)' });
    expect(link.getAttribute('href')).toBe(
      '/api/reports/corrispettivi.csv?from=2026-12-01&to=2026-12-31',
    );
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Corrispettivi' })).toBeTruthy();
  });
});
