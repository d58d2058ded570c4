import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ticketIdOfScan } from '../../../shared/scan-codes';
import { createDetector, decodeFirst } from '../../lib/barcode-decoder';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog } from './dialog';

const EVERY_MS = 250;
export const SCAN_MESSAGES = {
  camera:
    'Impossibile usare la fotocamera: consenti l’accesso nel browser, oppure carica una foto del codice.',
  notFound: 'Nessun codice trovato nella foto: riprova con più luce e il codice a fuoco.',
  aim: 'Inquadra il codice a barre o il QR: viene letto da solo, senza premere nulla.',
} as const;

/**
 * The camera, read a few times a second until a code shows; or a photo of the code. A ticket's
 * QR opens that ticket's staff page; any other code goes to the field (`onScan`).
 */
export default function ScanDialog(props: {
  title: string;
  onScan: (text: string) => void;
  onClose: () => void;
}) {
  const { onScan, onClose } = props;
  const navigate = useNavigate();
  const video = useRef<HTMLVideoElement>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const found = (text: string) => {
    const ticketId = ticketIdOfScan(text);
    onClose();
    if (ticketId) navigate(`/tickets/${ticketId}/dettagli`);
    else onScan(text);
  };
  const foundRef = useRef(found);
  foundRef.current = found;

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
      } catch {
        if (!stopped) setFailure(SCAN_MESSAGES.camera);
        return;
      }
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const detector = await createDetector();
      const tick = async () => {
        if (stopped) return;
        const text =
          element.readyState >= 2 ? await decodeFirst(detector, element).catch(() => null) : null;
        if (text && !stopped) foundRef.current(text);
        else timer = setTimeout(() => void tick(), EVERY_MS);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  async function readPhoto(file: File) {
    setFailure(null);
    const text = await decodeFirst(await createDetector(), await createImageBitmap(file)).catch(
      () => null,
    );
    if (text) found(text);
    else setFailure(SCAN_MESSAGES.notFound);
  }

  return (
    <Dialog open title={props.title} onClose={onClose}>
      <div className="flex flex-col gap-4">
        <p className="text-sm">{SCAN_MESSAGES.aim}</p>
        <video
          ref={video}
          muted
          playsInline
          aria-label="Immagine della fotocamera"
          className="aspect-video w-full rounded bg-black"
        />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Oppure carica una foto del codice
          <input
            type="file"
            accept="image/*"
            className="text-sm"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void readPhoto(file);
            }}
          />
        </label>
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button variant="secondary" className="self-end" onClick={onClose} data-autofocus>
          Chiudi
        </Button>
      </div>
    </Dialog>
  );
}
