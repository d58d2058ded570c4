import { useEffect, useId, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { Button } from '../../../components/ui/button';
import { CONTROL } from '../../../components/ui/field';
import type { SignatureDraft } from '../api/ticket-checks-api';

const HEIGHT = 180;

/** The typed name written on a canvas of its own: the same PNG evidence a drawn one gives. */
function typedSignature(name: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = 600;
  canvas.height = HEIGHT;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.fillStyle = '#111';
    context.font = 'italic 44px "Brush Script MT", cursive, serif';
    context.textBaseline = 'middle';
    context.fillText(name, 24, HEIGHT / 2, canvas.width - 48);
  }
  return canvas.toDataURL('image/png');
}

interface SignaturePanelProps {
  /** The shop's terms the customer accepts by signing ('' when it has none). */
  terms: string;
  onChange: (draft: SignatureDraft | null) => void;
}

/**
 * The customer signs with a finger or a pen (signature_pad, loaded when this panel opens), or
 * types their name from the keyboard; *Cancella* starts again.
 */
export function SignaturePanel({ terms, onChange }: SignaturePanelProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [typing, setTyping] = useState(false);
  const [name, setName] = useState('');
  const nameId = useId();
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    if (typing) return;
    let disposed = false;
    void import('signature_pad').then(({ default: Pad }) => {
      const element = canvas.current;
      if (disposed || !element) return;
      // Drawn at the screen's pixel density, so a pen stroke stays sharp on a tablet.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = HEIGHT * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      const instance = new Pad(element, { backgroundColor: '#fff', penColor: '#111' });
      instance.addEventListener('endStroke', () =>
        changed.current({ image: instance.toDataURL('image/png') }),
      );
      pad.current = instance;
    });
    return () => {
      disposed = true;
      pad.current?.off();
      pad.current = null;
    };
  }, [typing]);

  const clear = () => {
    pad.current?.clear();
    setName('');
    onChange(null);
  };

  return (
    <div className="flex flex-col gap-3">
      {terms ? (
        <section
          aria-label="Termini e condizioni"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard
          tabIndex={0}
          className="max-h-40 overflow-y-auto rounded-md border border-slate-300 p-3 text-sm whitespace-pre-line dark:border-slate-600"
        >
          {terms}
        </section>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Il negozio non ha impostato termini e condizioni: la firma conferma i dati del ticket.
        </p>
      )}
      {terms && (
        <p className="text-sm">Firmando, il cliente accetta i termini e condizioni qui sopra.</p>
      )}
      {typing ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={nameId} className="text-sm font-medium">
            Nome e cognome del cliente
          </label>
          <input
            id={nameId}
            className={CONTROL}
            autoComplete="off"
            maxLength={120}
            value={name}
            onChange={(event) => {
              const value = event.target.value;
              setName(value);
              const trimmed = value.trim();
              onChange(
                trimmed.length >= 2
                  ? { image: typedSignature(trimmed), typed_name: trimmed }
                  : null,
              );
            }}
          />
        </div>
      ) : (
        <canvas
          ref={canvas}
          role="img"
          aria-label="Riquadro della firma: firma con il dito, la penna o il mouse"
          className="w-full touch-none rounded-md border-2 border-dashed border-slate-500 bg-white"
          style={{ height: HEIGHT }}
        />
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={clear}>
          Cancella
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            clear();
            setTyping(!typing);
          }}
        >
          {typing ? 'Firma nel riquadro' : 'Scrivi il nome invece di firmare'}
        </Button>
      </div>
    </div>
  );
}
