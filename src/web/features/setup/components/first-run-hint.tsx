import { useId } from 'react';
import { useSetupNeeded } from '../api/use-setup-needed';

const USER_CREATE = 'npm run user:create -- --email EMAIL --password PASSWORD --role admin';

/** On a server with no account yet, the login page says how the first admin is created. */
export function FirstRunHint() {
  const needed = useSetupNeeded();
  const titleId = useId();
  if (needed !== true) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-md border border-blue-300 bg-blue-50 p-3 text-sm text-blue-950 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-100"
    >
      <h2 id={titleId} className="font-semibold">
        Primo avvio
      </h2>
      <p>
        Non esiste ancora nessun account. Il link per creare il primo amministratore è stampato
        nella console del server, dove è stato avviato Sportello (vale 24 ore; a ogni riavvio ne
        viene stampato uno nuovo).
      </p>
      <p>In alternativa, dalla cartella di Sportello sul server:</p>
      <code className="block break-all rounded bg-white px-2 py-1 dark:bg-slate-900">
        {USER_CREATE}
      </code>
    </section>
  );
}
