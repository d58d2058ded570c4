import { useEffect, useState } from 'react';
import { BackupCodes } from './backup-codes';

/** The `secret` of an otpauth:// URI, for typing into the app by hand. */
export function totpSecret(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? '';
  } catch {
    return '';
  }
}

function useQrDataUrl(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // Loaded on demand: only this step needs the QR encoder.
    import('qrcode')
      .then((qrcode) =>
        qrcode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 2, width: 200 }),
      )
      .then((dataUrl) => current && setUrl(dataUrl))
      .catch(() => current && setUrl(null));
    return () => {
      current = false;
    };
  }, [text]);
  return url;
}

interface TwoFactorDetailsProps {
  totpURI: string;
  backupCodes: string[];
}

/** The QR code, the same key to type by hand, and the one-time backup codes. */
export function TwoFactorDetails({ totpURI, backupCodes }: TwoFactorDetailsProps) {
  const qr = useQrDataUrl(totpURI);
  const secret = totpSecret(totpURI);
  return (
    <div className="flex flex-col gap-4">
      <p>
        1. Inquadra il codice QR con l'app di autenticazione (per esempio Google Authenticator,
        Microsoft Authenticator o Aegis).
      </p>
      <div className="size-[200px] rounded-md bg-white">
        {qr && (
          <img src={qr} width={200} height={200} alt="Codice QR per l'app di autenticazione" />
        )}
      </div>
      <div>
        <p>Se non puoi inquadrarlo, inserisci a mano questa chiave:</p>
        <code
          data-testid="totp-secret"
          className="mt-1 inline-block rounded bg-slate-100 px-2 py-1 font-mono text-base break-all dark:bg-slate-800"
        >
          {secret.match(/.{1,4}/g)?.join(' ')}
        </code>
      </div>
      <BackupCodes codes={backupCodes} />
    </div>
  );
}
