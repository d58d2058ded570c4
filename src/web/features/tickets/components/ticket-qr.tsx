import { useMemo } from 'react';
import { publicTicketPath } from '../../../../shared/paths';
import { qrSvgDataUrl } from './qr-svg';

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
  // Drawn in the sheet's first render: its place never stands empty, and nothing below moves.
  const dataUrl = useMemo(() => qrSvgDataUrl(url, 320), [url]);
  const size = variant === 'label' ? 'size-[25mm]' : 'size-32';
  const image = (
    <img
      src={dataUrl}
      alt={`Codice QR della pagina pubblica del ticket ${ticketNumber}`}
      className={`${size} shrink-0 bg-white`}
      onLoad={onReady}
    />
  );
  if (variant === 'label') return image;
  return (
    <figure className="flex shrink-0 flex-col items-center gap-1 text-center text-xs">
      {image}
      <figcaption className="max-w-32 break-all">{url}</figcaption>
    </figure>
  );
}
