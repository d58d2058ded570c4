import type { ComponentProps } from 'react';
import { TextField } from './field';

type DecimalFieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'inputMode'>;

/**
 * Number fields for Italian input. Not `type="number"`: its parsing depends on the browser's
 * locale (a comma could be taken for a thousands separator, `129,90` → 12990) and it hides
 * what was typed from validation. Text with a decimal keypad instead; the form's shared schema
 * reads it with parseDecimalInput (src/shared/decimal-input.ts) and says what is wrong.
 */
export function NumberField(props: DecimalFieldProps) {
  return <TextField inputMode="decimal" autoComplete="off" spellCheck={false} {...props} />;
}

/** An amount in euros, typed as `129,90`, `129.90` or `1.234,50`. */
export function MoneyField(props: DecimalFieldProps) {
  return <NumberField placeholder="0,00" {...props} />;
}
