import { Copy, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';

const FILE_NAME = 'sportello-codici-di-riserva.txt';

function codesText(codes: string[]): string {
  return `Sportello: codici di riserva per la verifica in due passaggi\nOgni codice vale per un solo accesso.\n\n${codes.join('\n')}\n`;
}

/** The one-time backup codes, with ways to keep them: copy to the clipboard or save a .txt. */
export function BackupCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(codesText(codes));
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([codesText(codes)], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div>
      <p className="font-medium">Codici di riserva</p>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Vengono mostrati solo adesso, una volta: copiali o scaricali e conservali in un luogo
        sicuro. Ognuno vale per un solo accesso, se perdi il telefono.
      </p>
      <ul
        aria-label="Codici di riserva"
        className="mt-2 grid max-w-md grid-cols-2 gap-1 font-mono text-base tracking-wider"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={() => void copy()}>
          <Copy className="size-4" aria-hidden="true" />
          Copia
        </Button>
        <Button type="button" variant="secondary" onClick={download}>
          <Download className="size-4" aria-hidden="true" />
          Scarica (.txt)
        </Button>
      </div>
      <p aria-live="polite" className="mt-2 text-sm">
        {copied === 'ok' && 'Codici copiati negli appunti.'}
        {copied === 'failed' && 'Copia non riuscita: usa «Scarica (.txt)» o trascrivili.'}
      </p>
    </div>
  );
}
