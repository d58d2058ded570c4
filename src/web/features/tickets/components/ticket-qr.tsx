import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { publicTicketPath } from '../../../../shared/paths';

interface TicketQrProps {
  /** PUBLIC_URL when the server has one, else this page's origin; no trailing slash. */
  baseUrl: string;
  ticketId: string;
  ticketNumber: string;
  /** Told once the image is in the page, so printing can wait for it. */
  onReady: () => void;
  /** 'label': a 25 mm code without the written link, for the 62 × 29 mm label. */
  variant?: 'sheet' | 'label';
}

/** The customer's link to the public page (SPEC §7), error correction M (SPEC §9). */
export function TicketQr({
  baseUrl,
  ticketId,
  ticketNumber,
  onReady,
  variant = 'sheet',
}: TicketQrProps) {
  const url = `${baseUrl}${publicTicketPath(ticketId)}`;
  const [dataUrl, setDataUrl] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 320 }).then((image) => {
      if (current) setDataUrl(image);
    });
    return () => {
      current = false;
    };
  }, [url]);

  const size = variant === 'label' ? 'size-[25mm]' : 'size-32';
  // Until the code is drawn its square holds the place, caption included: nothing below moves.
  const image = dataUrl ? (
    <img
      src={dataUrl}
      alt={`Codice QR della pagina pubblica del ticket ${ticketNumber}`}
      className={`${size} shrink-0 bg-white`}
      onLoad={onReady}
    />
  ) : (
    <div className={`${size} shrink-0`} aria-hidden="true" />
  );
  if (variant === 'label') return image;
  return (
    <figure className="flex shrink-0 flex-col items-center gap-1 text-center text-xs">
      {image}
      <figcaption className="max-w-32 break-all">{url}</figcaption>
    </figure>
  );
}
