import type { TypedLine } from '../../../../shared/purchase-orders/typed-line';
import { TextField } from '../../../components/ui/field';

type Amounts = Pick<TypedLine, 'quantity' | 'cost'>;

/** An order line's pieces and unit cost as typed (read by parseTypedLine): drafts and part orders. */
export function OrderLineFields({
  value,
  onChange,
}: {
  value: Amounts;
  onChange: (patch: Partial<Amounts>) => void;
}) {
  return (
    <>
      <TextField
        label="Quantità"
        required
        inputMode="numeric"
        value={value.quantity}
        onChange={(event) => onChange({ quantity: event.target.value })}
      />
      <TextField
        label="Costo unitario (€)"
        required
        inputMode="decimal"
        value={value.cost}
        onChange={(event) => onChange({ cost: event.target.value })}
      />
    </>
  );
}
