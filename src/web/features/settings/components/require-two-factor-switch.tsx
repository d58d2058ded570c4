import { settingSaveFailedMessage } from '../../../../shared/settings';
import { ErrorBox } from '../../../components/errors/error-box';
import { Alert, StatusRegion } from '../../../components/ui/alert';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-fetch';
import { REQUIRE_TWO_FACTOR_KEY, useSaveSettings, useSettings } from '../api/settings-api';

/** The "require two-factor for admin and employee accounts" setting. */
export function RequireTwoFactorSwitch({ onSaved }: { onSaved: () => void }) {
  const settings = useSettings();
  const save = useSaveSettings();

  if (settings.isPending) return <LoadingBlock rows={1} rowClassName="h-12 w-full" />;
  if (settings.isError) {
    return (
      <ErrorBox message={errorMessage(settings.error)} onRetry={() => void settings.refetch()} />
    );
  }

  const checked = settings.data[REQUIRE_TWO_FACTOR_KEY] === 'true';
  return (
    <div className="flex flex-col gap-3">
      <Switch
        label="Richiedi la verifica in due passaggi"
        description="Amministratori e dipendenti dovranno attivarla dal proprio profilo prima di usare Sportello."
        checked={checked}
        busy={save.isPending}
        onChange={(next) =>
          save.mutate({ [REQUIRE_TWO_FACTOR_KEY]: String(next) }, { onSuccess: onSaved })
        }
      />
      {save.isError && (
        <Alert tone="error" title={settingSaveFailedMessage(REQUIRE_TWO_FACTOR_KEY)}>
          {errorMessage(save.error)}
        </Alert>
      )}
      <StatusRegion>
        {save.isSuccess && (
          <Alert tone="success">
            {checked
              ? 'Verifica in due passaggi obbligatoria per amministratori e dipendenti.'
              : 'Verifica in due passaggi facoltativa.'}
          </Alert>
        )}
      </StatusRegion>
    </div>
  );
}
