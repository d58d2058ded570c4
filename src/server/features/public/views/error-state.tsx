/** @jsxImportSource hono/jsx */
import type { Child } from 'hono/jsx';
import { AlertIcon } from './icons';
import { BUTTON_PRIMARY, Card } from './layout';

/** A page-level error: what went wrong, in the seed's words, and one way on. */
export function ErrorState(props: {
  message: string;
  detail?: string;
  action: { href: string; label: string; icon: Child };
}) {
  return (
    <Card class="text-center">
      <div class="mx-auto flex size-12 items-center justify-center rounded-full bg-red-100 text-red-700 dark:bg-red-900/50 dark:text-red-200">
        <AlertIcon class="size-6" />
      </div>
      <h1 class="mt-4 text-xl font-semibold">{props.message}</h1>
      {props.detail ? <p class="mt-2 text-slate-600 dark:text-slate-300">{props.detail}</p> : null}
      <a class={`${BUTTON_PRIMARY} mt-6`} href={props.action.href}>
        {props.action.icon}
        {props.action.label}
      </a>
    </Card>
  );
}
