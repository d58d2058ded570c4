import { CountTile } from '../../../components/ui/count-tile';
import { useLateOrdersCount } from '../api/late-orders-api';

/** The dashboard's *Ordini in ritardo*: sent orders past their supplier's usual days. */
export function LateOrdersTile() {
  const count = useLateOrdersCount();
  return (
    <CountTile
      to="/purchase-orders?late=true"
      value={count.data?.count ?? null}
      label="Ordini in ritardo"
    />
  );
}
