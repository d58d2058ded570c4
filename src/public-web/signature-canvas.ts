/**
 * The public form's signature: strokes drawn with a finger, pen or mouse (pointer events) on the
 * canvas, written into the hidden `signature` field as a PNG data URL after each stroke. A few
 * dozen lines of our own instead of signature_pad keep the customer's page light (decision 029).
 */
export function enableSignature(form: HTMLFormElement): void {
  const canvas = form.querySelector<HTMLCanvasElement>('[data-signature-canvas]');
  const input = form.querySelector<HTMLInputElement>('[data-signature-input]');
  const clear = form.querySelector<HTMLButtonElement>('[data-signature-clear]');
  const context = canvas?.getContext('2d');
  if (!canvas || !input || !clear || !context) return;
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  const reset = () => {
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = canvas.offsetHeight * ratio;
    context.scale(ratio, ratio);
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    Object.assign(context, {
      lineWidth: 2.5,
      lineCap: 'round',
      lineJoin: 'round',
      strokeStyle: '#111',
    });
    input.value = '';
  };
  const point = (event: PointerEvent) => {
    const box = canvas.getBoundingClientRect();
    return [event.clientX - box.left, event.clientY - box.top] as const;
  };
  let drawing = false;
  canvas.addEventListener('pointerdown', (event) => {
    drawing = true;
    canvas.setPointerCapture(event.pointerId);
    context.beginPath();
    context.moveTo(...point(event));
  });
  canvas.addEventListener('pointermove', (event) => {
    if (!drawing) return;
    context.lineTo(...point(event));
    context.stroke();
  });
  const end = () => {
    if (!drawing) return;
    drawing = false;
    input.value = canvas.toDataURL('image/png');
  };
  canvas.addEventListener('pointerup', end);
  canvas.addEventListener('pointercancel', end);
  clear.addEventListener('click', reset);
  reset();
}
