import { Badge } from '../../../components/ui/badge';

const AMBER = 'bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100';

/** A customer the public intake created without a sure match: staff check, and merge if needed. */
export function ToReviewBadge() {
  return <Badge colors={AMBER}>Da verificare</Badge>;
}
