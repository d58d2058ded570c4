import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ReportFilters } from '../api/reports-api';
import { ReportFiltersForm } from './report-filters';

const YEAR: ReportFilters = {
  from: '2026-01-01',
  to: '2026-12-31',
  technician_id: '',
  device_type: '',
};
const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const date = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

/** An employee's form (no technician list to fetch), re-rendered in place as the address moves. */
function renderForm(ui: ReactNode) {
  return { user: userEvent.setup(), ...render(ui) };
}

describe('report filters', () => {
  it('keep the device type typed while the address moves to a preset’s days', async () => {
    const onApply = vi.fn();
    const { user, rerender } = renderForm(
      <ReportFiltersForm value={YEAR} admin={false} onApply={onApply} />,
    );
    await user.type(field('Tipo di dispositivo'), 'Tablet');
    // The preset's report has arrived: the address now holds its days, the device type is still
    // the one typed, not yet applied.
    const month = { ...YEAR, from: '2026-11-01', to: '2026-11-30' };
    rerender(<ReportFiltersForm value={month} admin={false} onApply={onApply} />);
    expect(date('Dal').value).toBe('2026-11-01');
    expect(date('Al').value).toBe('2026-11-30');
    expect(field('Tipo di dispositivo').value).toBe('Tablet');

    await user.click(screen.getByRole('button', { name: 'Mostra' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...month, device_type: 'Tablet' });
  });

  it('take a field the address changed, as on going back', async () => {
    const tablets = { ...YEAR, device_type: 'Tablet' };
    const { user, rerender } = renderForm(
      <ReportFiltersForm value={tablets} admin={false} onApply={vi.fn()} />,
    );
    await user.clear(field('Tipo di dispositivo'));
    await user.type(field('Tipo di dispositivo'), 'Notebook');
    rerender(<ReportFiltersForm value={YEAR} admin={false} onApply={vi.fn()} />);
    expect(field('Tipo di dispositivo').value).toBe('');
  });
});
