import { useId } from 'react';
import { type errorsByInput, NOT_REOPENED_ADVICE } from '../../../../shared/sdi/sdi-error-fields';
import { Alert } from '../../../components/ui/alert';

/**
 * The SDI's errors on the parts *Correggi e reinvia* keeps as issued (lines, VAT summary,
 * withholding): a group per part, named by it and described by its errors and by what to do,
 * since no input of the editor can take them.
 */
export function SdiKeptErrors({
  sections,
}: {
  sections: ReturnType<typeof errorsByInput>['notReopened'];
}) {
  const id = useId();
  if (sections.length === 0) return null;
  const adviceId = `${id}-advice`;
  return (
    <Alert tone="warning" title="Errori in parti che il reinvio non cambia">
      <div className="flex flex-col gap-2">
        {sections.map((s) => (
          <fieldset key={s.section} aria-describedby={`${id}-${s.section}-errors ${adviceId}`}>
            <legend className="font-medium">{s.label}</legend>
            <ul id={`${id}-${s.section}-errors`}>
              {s.errors.map((e) => (
                <li key={e.code}>
                  <strong>{e.field}</strong> — {e.code.trim()}: {e.description}
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        <p id={adviceId}>{NOT_REOPENED_ADVICE}</p>
      </div>
    </Alert>
  );
}
