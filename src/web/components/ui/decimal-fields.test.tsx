import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MoneyField } from './decimal-fields';

function Price({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return (
    <MoneyField
      label="Prezzo"
      hint="In euro"
      error={error}
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('MoneyField', () => {
  it('is a labelled text box with a decimal keypad and a 0,00 placeholder', () => {
    render(<Price />);
    const box = screen.getByRole('textbox', { name: 'Prezzo' });
    expect(box.getAttribute('inputmode')).toBe('decimal');
    expect(box.getAttribute('placeholder')).toBe('0,00');
    expect(box.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps what is typed, Italian separators included, for the form to read', async () => {
    const user = userEvent.setup();
    render(<Price />);
    const box = screen.getByRole('textbox', { name: 'Prezzo' });
    await user.type(box, '1.234,50');
    expect(box).toHaveProperty('value', '1.234,50');
    await user.clear(box);
    await user.type(box, '129.90');
    expect(box).toHaveProperty('value', '129.90');
  });

  it('shows its error, marks itself invalid and is described by hint and error', () => {
    render(<Price error="Prezzo non valido" />);
    const box = screen.getByRole('textbox', { name: 'Prezzo' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    const described = (box.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['In euro', 'Prezzo non valido']);
  });
});
