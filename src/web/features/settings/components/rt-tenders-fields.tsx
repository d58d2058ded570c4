import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
} from '../../../../shared/payments/payment-methods';
import {
  RT_PAYMENT_TYPES,
  type RtPaymentTypeName,
} from '../../../../shared/receipts/fiscal-devices';
import { SelectField, TextField } from '../../../components/ui/field';

/** Per payment method: the RT's payment type and its index, as typed. */
export type TenderDrafts = Record<string, { type: RtPaymentTypeName; index: string }>;

/** The RT payment type of every payment method (card tenders must reach the RT as such). */
export function RtTendersFields({
  tenders,
  onChange: setTenders,
}: {
  tenders: TenderDrafts;
  onChange: (next: TenderDrafts) => void;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-medium">Tipo di pagamento del registratore per metodo</legend>
      {PAYMENT_METHODS.map((m) => (
        <div key={m} className="grid grid-cols-[2fr_1fr] gap-2">
          <SelectField
            label={`${PAYMENT_METHOD_LABELS[m]}: tipo`}
            value={tenders[m]?.type}
            onChange={(e) =>
              setTenders({
                ...tenders,
                [m]: {
                  index: tenders[m]?.index ?? '0',
                  type: e.target.value as RtPaymentTypeName,
                },
              })
            }
          >
            {RT_PAYMENT_TYPES.map((t) => (
              <option key={t} value={t}>
                {t.replace('_', ' ')}
              </option>
            ))}
          </SelectField>
          <TextField
            label={`${PAYMENT_METHOD_LABELS[m]}: indice`}
            inputMode="numeric"
            value={tenders[m]?.index ?? '0'}
            onChange={(e) =>
              setTenders({
                ...tenders,
                [m]: { type: tenders[m]?.type ?? 'contanti', index: e.target.value },
              })
            }
          />
        </div>
      ))}
    </fieldset>
  );
}
