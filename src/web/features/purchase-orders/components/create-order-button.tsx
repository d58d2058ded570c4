import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-fetch';
import { useOrderFromReorder } from '../api/purchase-orders-api';

/**
 * *Crea ordine* on a supplier's reorder list: the draft with every product of that supplier below
 * its minimum, opened at once, so the order takes two actions from the list.
 */
export function CreateOrderButton({ supplier }: { supplier: { id: string; name: string } }) {
  const create = useOrderFromReorder();
  const navigate = useNavigate();
  return (
    <div className="mt-3 flex flex-col gap-2">
      <Button
        variant="secondary"
        busy={create.isPending}
        aria-label={`Crea ordine a ${supplier.name}`}
        onClick={() =>
          create.mutate(supplier.id, {
            onSuccess: (order) => navigate(`/purchase-orders/${order.id}`),
          })
        }
      >
        Crea ordine
      </Button>
      {create.isError && <Alert tone="error">{errorMessage(create.error)}</Alert>}
    </div>
  );
}
