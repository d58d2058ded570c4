import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { publicPcBuildPath } from '../../../../shared/paths';
import { PC_BUILD_MESSAGES, type PcBuildDto } from '../../../../shared/pc-builds/pc-builds';
import { Section } from '../../../components/layout/section';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { DocumentCosts } from '../../../components/ui/document-costs';
import { DocumentToolbar } from '../../../components/ui/document-toolbar';
import { errorMessage } from '../../../lib/api-fetch';
import { pcBuildsApi, useDuplicatePcBuild, usePcBuildQuote } from '../api/pc-builds-api';
import { SharePcBuild } from './share-pc-build';

/**
 * What staff see around the build and never print: actions, stock, cost and margin.
 * `actions`: what the page adds from other areas (its invoice).
 */
export function PcBuildStaffPanel({ build, actions }: { build: PcBuildDto; actions?: ReactNode }) {
  const navigate = useNavigate();
  const duplicate = useDuplicatePcBuild();
  const toQuote = usePcBuildQuote();
  const remove = pcBuildsApi.useRemove();
  const failed = duplicate.error ?? toQuote.error;
  const short = build.components.filter((c) => c.stock !== null && c.quantity > c.stock);
  return (
    <div className="flex flex-col gap-4 print:hidden">
      <DocumentToolbar
        back={{ to: '/pc-builds', label: 'Torna alle configurazioni' }}
        editTo={`/pc-builds/${build.id}/edit`}
        duplicating={duplicate.isPending}
        onDuplicate={() =>
          duplicate.mutate(build.id, {
            onSuccess: (copy) =>
              navigate(`/pc-builds/${copy.id}`, {
                state: { notice: PC_BUILD_MESSAGES.duplicated },
              }),
          })
        }
        publicHref={publicPcBuildPath(build.id)}
        deleteWhat={`la configurazione ${build.build_number}`}
        deleting={remove.isPending}
        onDelete={() => remove.mutateAsync(build.id).then(() => navigate('/pc-builds'))}
      >
        <SharePcBuild build={build} />
        <Button
          variant="secondary"
          busy={toQuote.isPending}
          onClick={() =>
            toQuote.mutate(build.id, { onSuccess: (quote) => navigate(`/quotes/${quote.id}/edit`) })
          }
        >
          <FileText className="size-4" aria-hidden="true" />
          Crea preventivo
        </Button>
        {actions}
      </DocumentToolbar>
      {failed && <Alert tone="error">{errorMessage(failed)}</Alert>}
      {short.length > 0 && (
        <Alert tone="warning" title={PC_BUILD_MESSAGES.shortStock}>
          <ul className="list-disc ps-5">
            {short.map((c) => (
              <li
                key={c.id}
              >{`${c.kind}: ${c.description} — servono ${c.quantity}, disponibili ${c.stock}`}</li>
            ))}
          </ul>
        </Alert>
      )}
      <Section title="Per il negozio" description="Non compare sulla pagina del cliente.">
        <DocumentCosts
          taxable={build.taxable}
          marginAmount={build.margin_amount}
          marginShare={build.margin_share}
          markupPercent={build.margin_percent}
        />
      </Section>
    </div>
  );
}
