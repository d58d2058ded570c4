import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('computes each argument once while it is remembered', () => {
    const calls: string[] = [];
    const upper = boundedMemo((s: string) => {
      calls.push(s);
      return s.toUpperCase();
    }, 2);
    expect([upper('a'), upper('a'), upper('b'), upper('a')]).toEqual(['A', 'A', 'B', 'A']);
    expect(calls).toEqual(['a', 'b']);
  });

  it('forgets the oldest argument past its size, and computes it again', () => {
    const calls: string[] = [];
    const same = boundedMemo((s: string) => {
      calls.push(s);
      return s;
    }, 2);
    for (const s of ['a', 'b', 'c', 'b', 'a']) same(s);
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });
});
