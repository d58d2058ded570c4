import { RotateCcw } from 'lucide-react';
import type { StatusMessage } from '../../../../shared/customer-messages/customer-messages';
import { PLACEHOLDERS, placeholderError } from '../../../../shared/customer-messages/placeholders';
import type { TicketStatus } from '../../../../shared/tickets/ticket-status';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Switch } from '../../../components/ui/switch';

type TextKey = 'subject' | 'body' | 'whatsapp';

interface StatusMessageFieldsProps {
  status: TicketStatus;
  message: StatusMessage;
  serverErrors: Record<string, string[]>;
  onChange: (next: StatusMessage) => void;
  onRestore: () => void;
}

/**
 * One status's e-mail switch, subject, text and WhatsApp message. An unknown placeholder is
 * said on its field while typing, with the same words the server refuses it with.
 */
export function StatusMessageFields(props: StatusMessageFieldsProps) {
  const { status, message, serverErrors, onChange, onRestore } = props;
  const error = (key: TextKey) =>
    (message[key].trim() === '' ? 'Il campo è obbligatorio' : placeholderError(message[key])) ??
    serverErrors[`messages.${status}.${key}`]?.[0];
  const text = (key: TextKey) => ({
    value: message[key],
    error: error(key),
    onChange: (event: { target: { value: string } }) =>
      onChange({ ...message, [key]: event.target.value }),
  });
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-2 font-semibold">{`Messaggi per «${status}»`}</legend>
      <Switch
        label="Invia l’e-mail al cliente"
        description={`Quando il ticket passa a «${status}».`}
        checked={message.enabled}
        onChange={(enabled) => onChange({ ...message, enabled })}
      />
      <TextField label="Oggetto dell’e-mail" autoComplete="off" {...text('subject')} />
      <TextAreaField label="Testo dell’e-mail" rows={10} {...text('body')} />
      <TextAreaField
        label="Messaggio WhatsApp"
        hint="Il testo di «WhatsApp al cliente» nella pagina del ticket."
        rows={3}
        {...text('whatsapp')}
      />
      <div>
        <Button type="button" variant="secondary" onClick={onRestore}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Ripristina il testo predefinito
        </Button>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">Segnaposti disponibili</summary>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Una riga con un segnaposto senza valore (per esempio nessuna data prevista) non viene
          inviata.
        </p>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {Object.entries(PLACEHOLDERS).map(([name, meaning]) => (
            <div key={name} className="contents">
              <dt>
                <code>{`{${name}}`}</code>
              </dt>
              <dd>{meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
    </fieldset>
  );
}
