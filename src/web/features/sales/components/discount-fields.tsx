import { NumberField } from '../../../components/ui/decimal-fields';
import { SelectField } from '../../../components/ui/field';
import type { DiscountDraft, DiscountKind } from './sale-draft';

/** A discount as percent or amount: its kind and its value, each with its visible label. */
export function DiscountFields(props: {
  label: string;
  value: DiscountDraft;
  onChange: (discount: DiscountDraft) => void;
  error?: string;
  className?: string;
}) {
  const { label, value, onChange, error } = props;
  return (
    <div className={`flex gap-2 ${props.className ?? ''}`}>
      <NumberField
        label={label}
        className="min-w-0 flex-1"
        value={value.value}
        error={error}
        onChange={(event) => onChange({ ...value, value: event.target.value })}
      />
      <SelectField
        label={`${label}: in`}
        className="w-20"
        value={value.kind}
        onChange={(event) => onChange({ ...value, kind: event.target.value as DiscountKind })}
      >
        <option value="percent">%</option>
        <option value="amount">€</option>
      </SelectField>
    </div>
  );
}
