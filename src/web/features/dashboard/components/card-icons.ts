import {
  CirclePlus,
  ClipboardList,
  Cpu,
  FileText,
  type LucideIcon,
  Package,
  Ticket,
  Truck,
} from 'lucide-react';
import type { CardIcon } from '../../../lib/areas';

/** The picture of each dashboard card (lib/areas.ts names them; only the dashboard loads these). */
export const CARD_ICONS: Record<CardIcon, LucideIcon> = {
  'new-ticket': CirclePlus,
  tickets: Ticket,
  products: Package,
  suppliers: Truck,
  tasks: ClipboardList,
  quotes: FileText,
  'pc-builds': Cpu,
};
