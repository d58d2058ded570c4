import { useEffect, useId, useRef } from 'react';
import { PREVIEW_FRAME_PATH, type PreviewRequest } from '../api/customer-messages-api';

/**
 * The e-mail as a mail client shows it: a sandboxed frame loading the server's page of it, which
 * carries its own security policy. Written from here (srcdoc) the frame would take the app's
 * policy, which refuses the inline styles an e-mail is made of. The texts go in a form posted
 * into the frame (they are too long for an address); a new frame for each text replaces its
 * first, blank page, so the browser's Back button never steps through previews.
 */
export function MessagePreviewFrame({ request }: { request: PreviewRequest }) {
  const name = `message-preview-${useId()}`;
  const form = useRef<HTMLFormElement>(null);
  const key = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text (key) is a new frame to fill
  useEffect(() => form.current?.submit(), [key]);
  return (
    <>
      <form ref={form} method="post" action={PREVIEW_FRAME_PATH} target={name} hidden>
        {Object.entries(request).map(([field, value]) => (
          <input key={field} type="hidden" name={field} value={value} readOnly />
        ))}
      </form>
      <iframe
        key={key}
        name={name}
        title="Anteprima dell’e-mail come la riceve il cliente"
        sandbox=""
        className="h-96 w-full rounded border border-slate-200 bg-white"
      />
    </>
  );
}
