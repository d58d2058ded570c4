import { Plus } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { LabelKind } from '../../../../shared/inventory/labels';
import { PageHeader } from '../../../components/layout/page-header';
import { buttonClass } from '../../../components/ui/button';
import { QueryState } from '../../../components/ui/query-state';
import { labelsApi } from '../../../features/inventory/api/labels-api';
import { LabelForm } from '../../../features/inventory/components/label-form';
import { LabelsTable } from '../../../features/inventory/components/labels-table';

export { prefetchLabels as prefetchPage } from '../../../features/inventory/api/labels-api';

const TITLES = {
  brands: { list: 'Marche', fresh: 'Nuova marca', edit: 'Modifica marca' },
  categories: { list: 'Categorie', fresh: 'Nuova categoria', edit: 'Modifica categoria' },
} as const;

/** /brands and /categories: the list, the new one and the edit share one form. */
export function LabelsPage({ kind }: { kind: LabelKind }) {
  return (
    <>
      <PageHeader
        title={TITLES[kind].list}
        actions={
          <Link to={`/${kind}/new`} className={buttonClass('primary')}>
            <Plus className="size-4" aria-hidden="true" />
            {TITLES[kind].fresh}
          </Link>
        }
      />
      <LabelsTable kind={kind} />
    </>
  );
}

export function NewLabelPage({ kind }: { kind: LabelKind }) {
  return (
    <>
      <PageHeader title={TITLES[kind].fresh} />
      <LabelForm kind={kind} />
    </>
  );
}

export function EditLabelPage({ kind }: { kind: LabelKind }) {
  const { id = '' } = useParams();
  const label = labelsApi[kind].useOne(id);
  return (
    <>
      <PageHeader title={TITLES[kind].edit} />
      <QueryState query={label} loading="Caricamento...">
        {(data) => <LabelForm kind={kind} label={data} />}
      </QueryState>
    </>
  );
}

export const BrandsPage = () => <LabelsPage kind="brands" />;
export const NewBrandPage = () => <NewLabelPage kind="brands" />;
export const EditBrandPage = () => <EditLabelPage kind="brands" />;
export const CategoriesPage = () => <LabelsPage kind="categories" />;
export const NewCategoryPage = () => <NewLabelPage kind="categories" />;
export const EditCategoryPage = () => <EditLabelPage kind="categories" />;
