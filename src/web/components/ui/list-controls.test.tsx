import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { SearchBox } from './list-controls';

/** A list's search as a page holds it: what the list runs now, and each commit kept in order. */
function SearchedList({ commits }: { commits: string[] }) {
  const [q, setQ] = useState('');
  return (
    <SearchBox
      placeholder="Numero o fornitore…"
      value={q}
      onCommit={(next) => {
        commits.push(next);
        setQ(next);
      }}
    />
  );
}

describe('SearchBox', () => {
  it('runs the search at once on Enter, without waiting for the pause in typing', async () => {
    const commits: string[] = [];
    const { user } = renderWithApp(<SearchedList commits={commits} />);
    await user.type(screen.getByRole('searchbox', { name: 'Cerca' }), 'P-12{Enter}');
    // The pause is 300 ms: only Enter can have committed by now.
    expect(commits).toEqual(['P-12']);
  });

  it('runs it once after a pause in typing, and Enter then adds nothing', async () => {
    const commits: string[] = [];
    const { user } = renderWithApp(<SearchedList commits={commits} />);
    const box = screen.getByRole('searchbox', { name: 'Cerca' });
    await user.type(box, 'Rossi');
    expect(commits).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await user.type(box, '{Enter}');
    expect(commits).toEqual(['Rossi']);
  });
});
