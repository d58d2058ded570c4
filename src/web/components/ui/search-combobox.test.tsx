import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { type ComboboxOption, SearchCombobox } from './search-combobox';

const PEOPLE: ComboboxOption[] = [
  { value: 'u1', label: 'Mario Rossi', detail: 'mario@rossi.it' },
  { value: 'u2', label: 'Maria Bianchi', detail: 'maria@bianchi.it' },
];

/** The server's search: whoever's name contains the text. */
const searchPeople = vi.fn(async (text: string) =>
  PEOPLE.filter((p) => p.label.toLowerCase().includes(text.toLowerCase())),
);

function Assignee(props: { onChange?: (option: ComboboxOption | null) => void }) {
  const [chosen, setChosen] = useState<ComboboxOption | null>(PEOPLE[1] ?? null);
  return (
    <SearchCombobox
      label="Assegnato a"
      value={chosen?.value ?? ''}
      valueLabel={chosen?.label ?? ''}
      noneLabel="Nessuno"
      search={async (text) => searchPeople(text)}
      queryKey={['people']}
      onChange={(option) => {
        setChosen(option);
        props.onChange?.(option);
      }}
    />
  );
}

function CustomerName({ onTextChange }: { onTextChange: (text: string) => void }) {
  return (
    <SearchCombobox
      label="Nome cliente"
      value=""
      valueLabel=""
      search={async (text) => searchPeople(text)}
      queryKey={['customers']}
      onChange={() => {}}
      onTextChange={onTextChange}
    />
  );
}

const box = (name: string) => screen.getByRole('combobox', { name });

describe('SearchCombobox', () => {
  it('searches once typing pauses, lists the matches before the none option, Enter picks the first', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<Assignee onChange={onChange} />);
    expect(box('Assegnato a')).toHaveProperty('value', 'Maria Bianchi');
    await user.click(box('Assegnato a'));
    await user.keyboard('ross');
    expect(await screen.findByRole('option', { name: /Mario Rossi/ })).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Mario Rossimario@rossi.it',
      'Nessuno',
    ]);
    expect(box('Assegnato a').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(PEOPLE[0]);
    expect(box('Assegnato a')).toHaveProperty('value', 'Mario Rossi');
    expect(box('Assegnato a').getAttribute('aria-expanded')).toBe('false');
  });

  it('picks with a click, and the none option clears the value', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<Assignee onChange={onChange} />);
    await user.click(box('Assegnato a'));
    await user.keyboard('mar');
    await user.click(await screen.findByRole('option', { name: /Mario Rossi/ }));
    expect(onChange).toHaveBeenLastCalledWith(PEOPLE[0]);
    await user.click(box('Assegnato a'));
    await user.click(screen.getByRole('option', { name: 'Nessuno' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box('Assegnato a')).toHaveProperty('value', '');
  });

  it('Escape closes the list and shows the chosen value again', async () => {
    const { user } = renderWithApp(<Assignee />);
    await user.click(box('Assegnato a'));
    await user.keyboard('ross');
    await screen.findByRole('option', { name: /Mario Rossi/ });
    await user.keyboard('{Escape}');
    expect(box('Assegnato a')).toHaveProperty('value', 'Maria Bianchi');
    expect(box('Assegnato a').getAttribute('aria-expanded')).toBe('false');
  });

  it('offers no answer to an earlier text while the typed one is on its way', async () => {
    const onChange = vi.fn();
    const { user } = renderWithApp(<Assignee onChange={onChange} />);
    await user.click(box('Assegnato a'));
    await user.keyboard('mar');
    await screen.findByRole('option', { name: /Maria Bianchi/ });
    // 'mario' is typed: until its answer is here, Maria (an answer to 'mar') is not offered…
    await user.keyboard('io');
    expect(screen.queryByRole('option', { name: /Maria Bianchi/ })).toBeNull();
    expect(screen.getByText('Ricerca…')).toBeTruthy();
    // …and a quick Enter picks nothing (not 'Nessuno', not Maria) and keeps the list open.
    await user.keyboard('{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(box('Assegnato a').getAttribute('aria-expanded')).toBe('true');
    expect(await screen.findByRole('option', { name: /Mario Rossi/ })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Maria Bianchi/ })).toBeNull();
  });

  it('in free-text mode reports what is typed and suggests only from two characters on', async () => {
    const onTextChange = vi.fn();
    searchPeople.mockClear();
    const { user } = renderWithApp(<CustomerName onTextChange={onTextChange} />);
    await user.click(box('Nome cliente'));
    await user.keyboard('m');
    expect(onTextChange).toHaveBeenLastCalledWith('m');
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(searchPeople).not.toHaveBeenCalled();
    await user.keyboard('ar');
    expect(await screen.findByRole('option', { name: /Maria Bianchi/ })).toBeTruthy();
    await waitFor(() => expect(searchPeople).toHaveBeenCalledWith('mar'));
    await user.keyboard('{Enter}');
    expect(box('Nome cliente')).toHaveProperty('value', 'mar');
    expect(onTextChange).toHaveBeenLastCalledWith('mar');
  });
});
