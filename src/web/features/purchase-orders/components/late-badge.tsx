import { Badge } from '../../../components/ui/badge';

const LATE = 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100';

/** Beside the status of an order still awaited past its supplier's usual delivery days. */
export function LateBadge() {
  return <Badge colors={LATE}>In ritardo</Badge>;
}
