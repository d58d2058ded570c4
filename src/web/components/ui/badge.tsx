import type { ReactNode } from 'react';

const BASE = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold';

/** Colours for a yes/no state; other badges bring their own (e.g. the ticket statuses). */
export const BADGE_TONES = {
  positive: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  neutral: 'bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100',
} as const;

interface BadgeProps {
  /** Background and text colours, light and dark. */
  colors: string;
  children: ReactNode;
}

/** A small pill with a short label. */
export function Badge({ colors, children }: BadgeProps) {
  return <span className={`${BASE} ${colors}`}>{children}</span>;
}

interface StatusBadgeProps<T extends string> {
  value: T;
  /** Each value's colours (light and dark), kept beside the values in src/shared. */
  colours: Record<T, string>;
  /** The words shown; the value itself when it already is the Italian word. */
  label?: string;
}

/** A state drawn from its colour map: ticket statuses and priorities, outbox states, quotes… */
export function StatusBadge<T extends string>({ value, colours, label }: StatusBadgeProps<T>) {
  return <Badge colors={colours[value]}>{label ?? value}</Badge>;
}
