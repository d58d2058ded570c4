import { draftOf, type LineDraft, lineBody } from '../../../../shared/line-drafts';
import {
  COMPONENT_KINDS,
  type ComponentKind,
  type PcBuildStatus,
} from '../../../../shared/pc-builds/pc-build-kinds';
import type { PcBuildDefaultsDto, PcBuildDto } from '../../../../shared/pc-builds/pc-builds';
import { type CustomerValues, customerIdToSend } from '../../../components/ui/customer-fields';
import { percentText } from '../../../lib/decimal-text';
import type { PcBuildBody } from '../api/pc-builds-api';

/** The build form's fields as typed; the components live beside them as LineDrafts. */
export interface PcBuildFormValues extends CustomerValues {
  title: string;
  status: PcBuildStatus;
  margin_percent: string;
  vat_rate: string;
  notes: string;
}

export function valuesOf(build: PcBuildDto | undefined, defaults: PcBuildDefaultsDto) {
  return {
    title: build?.title ?? '',
    customer_id: build?.customer_id ?? '',
    customer_name: build?.customer_name ?? '',
    customer_email: build?.customer_email ?? '',
    customer_phone: build?.customer_phone ?? '',
    status: build?.status ?? 'Bozza',
    margin_percent: percentText(build?.margin_percent ?? defaults.margin_percent),
    vat_rate: percentText(build?.vat_rate ?? defaults.vat_rate),
    notes: build ? (build.notes ?? '') : defaults.notes,
  } satisfies PcBuildFormValues;
}

export function componentsOf(build: PcBuildDto | undefined): LineDraft[] {
  return (build?.components ?? []).map((c) => ({ ...draftOf(c), kind: c.kind, stock: c.stock }));
}

export const isKind = (value: string | undefined): value is ComponentKind =>
  COMPONENT_KINDS.includes(value as ComponentKind);

/** A picked product's line takes the kind its category names, if it names one. */
export function pickedKind(kinds: ReadonlyMap<string, string | null> | undefined) {
  return (product: { category_id: string | null }): { kind?: ComponentKind } => {
    const kind = (product.category_id && kinds?.get(product.category_id)) || undefined;
    return isKind(kind) ? { kind } : {};
  };
}

export function bodyOf(
  values: PcBuildFormValues,
  lines: readonly LineDraft[],
  build?: PcBuildDto,
): PcBuildBody {
  return {
    ...values,
    customer_id: customerIdToSend(values.customer_id, build?.customer_id),
    components: lines.map((line) => ({
      ...lineBody(line),
      kind: isKind(line.kind) ? line.kind : 'Altro',
    })),
  };
}
