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
