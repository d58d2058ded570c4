import { type ReactNode, useEffect, useRef, useState } from 'react';
import { CONTROL } from '../../../components/ui/field';

export interface FieldEditor {
  /** The control's accessible name: 'Priorità di <title>'. */
  label: string;
  className: string;
  /**
   * Back to the text, once (a blur that follows a choice is ignored); `refocus` gives the focus
   * to the field's button (after a choice or Escape, not when the person went elsewhere), and
   * `save` runs after it.
   */
  finish: (refocus: boolean, save?: () => void) => void;
}

interface CardFieldProps {
  /** What the field edits: 'Priorità'. */
  what: string;
  /** The card's title, for the names: 'Priorità di <title>'. */
  title: string;
  /** The value as read. */
  text: string;
  /** The control, built only when the person engages the field. */
  editor: (editor: FieldEditor) => ReactNode;
  /** Colour classes for the value (an urgent priority); the plain border otherwise. */
  tone?: string;
}

/**
 * A card's field as text on a button, which turns into its control when pressed (click, Enter,
 * Space): three selects with their options and a date field on every card were built for a first
 * render that only reads them (docs/decisions/016). The button's name says what it edits and its
 * value: 'Priorità di <title>: Media'.
 */
export function CardField({ what, title, text, editor, tone }: CardFieldProps) {
  const [editing, setEditing] = useState(false);
  const open = useRef(false);
  const refocus = useRef(false);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [editing]);

  const label = `${what} di ${title}`;
  const finish = (focus: boolean, save?: () => void) => {
    if (!open.current) return;
    open.current = false;
    refocus.current = focus;
    setEditing(false);
    save?.();
  };
  return (
    <div className="flex min-w-0 flex-col gap-0.5">
      {/* For the eye only: the button's name says it, and its text is the value alone, so that
          the name contains what is seen (WCAG 2.5.3). Text, not an icon: SVGs on every card
          cost the first render. */}
      <span aria-hidden="true" className="text-xs text-slate-600 dark:text-slate-300">
        {what}
      </span>
      {editing ? (
        editor({ label, className: `${CONTROL} py-1 text-sm`, finish })
      ) : (
        <button
          ref={button}
          type="button"
          aria-label={`${label}: ${text}`}
          onClick={() => {
            open.current = true;
            setEditing(true);
          }}
          className={`truncate rounded-md border px-2 py-1 text-left text-sm hover:brightness-95 ${tone || 'border-slate-500 hover:bg-slate-100 dark:border-slate-400 dark:hover:bg-slate-800'}`}
        >
          {text}
        </button>
      )}
    </div>
  );
}

interface FieldSelectProps extends FieldEditor {
  value: string;
  onPick: (value: string) => void;
  children: ReactNode;
}

/** A field's select, focused with its list open: a choice saves it, Escape leaves it as it was. */
export function FieldSelect({
  label,
  className,
  finish,
  value,
  onPick,
  children,
}: FieldSelectProps) {
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    select.current?.focus();
    // The press on the button was the person's wish to choose: the list opens as a click on a
    // select would open it. Where showPicker is missing or refused, the focused select waits.
    try {
      select.current?.showPicker();
    } catch {
      // nothing to do: the select is focused
    }
  }, []);
  return (
    <select
      ref={select}
      aria-label={label}
      className={className}
      value={value}
      onChange={(event) => {
        const picked = event.target.value;
        finish(true, () => onPick(picked));
      }}
      onBlur={() => finish(false)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        finish(true);
      }}
    >
      {children}
    </select>
  );
}

interface FieldDateProps extends FieldEditor {
  /** `YYYY-MM-DD`, or '' for none. */
  value: string;
  onSave: (value: string) => void;
}

/**
 * A field's date: typing moves through its day, month and year, so it saves on Enter or when the
 * focus leaves it, not on each change; Escape leaves it as it was.
 */
export function FieldDate({ label, className, finish, value, onSave }: FieldDateProps) {
  const [date, setDate] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const save = () => date !== value && onSave(date);
  return (
    <input
      ref={input}
      type="date"
      aria-label={label}
      className={className}
      value={date}
      onChange={(event) => setDate(event.target.value)}
      onBlur={() => finish(false, save)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' && event.key !== 'Escape') return;
        event.preventDefault();
        finish(true, event.key === 'Enter' ? save : undefined);
      }}
    />
  );
}
