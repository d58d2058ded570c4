import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createTicketViaApi } from './support/tickets';

/**
 * WCAG 2.4.7 / 2.4.11 / 1.4.11 (the ring around blue buttons could not be seen). For a
 * control focused by keyboard: its outline is drawn (≥ 2 px), has ≥ 3:1 contrast with what is
 * around it (the page behind the offset), and ≥ 2:1 with the control's own fill, so a ring
 * around a filled button does not read as part of the button.
 */
interface Ring {
  style: string;
  width: number;
  againstPage: number;
  againstFill: number;
}

async function ringOf(control: Locator): Promise<Ring> {
  return control.evaluate(async (element) => {
    // Buttons animate their colours (outline included): read the ring once it has settled.
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no canvas');
    /** Any CSS colour (oklch included) as sRGB, by painting it. */
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
    };
    const contrast = (a: string, b: string) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((m, n) => n - m);
      return ((x ?? 0) + 0.05) / ((y ?? 0) + 0.05);
    };
    /** The first opaque background from this element up. */
    const backgroundOf = (start: Element | null) => {
      for (let node = start; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (rgb(color).a > 0) return color;
      }
      return 'white';
    };
    const style = getComputedStyle(element);
    const page = backgroundOf(element.parentElement);
    const fill = rgb(style.backgroundColor).a > 0 ? style.backgroundColor : page;
    return {
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      againstPage: contrast(style.outlineColor, page),
      againstFill: contrast(style.outlineColor, fill),
    };
  });
}

/** Focuses the control as a keyboard user would: Tab from the control before it. */
async function tabTo(page: Page, control: Locator) {
  await control.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
}

for (const theme of ['light', 'dark'] as const) {
  test(`focus rings stand out in the ${theme} theme`, async ({ page, signInAs }) => {
    await page.emulateMedia({ colorScheme: theme });
    await signInAs('employee');
    const ticket = await createTicketViaApi(page.request);
    const controls: [string, () => Promise<Locator>][] = [
      [
        'link in a dashboard card',
        async () => {
          await page.goto('/');
          // A card of the areas: the counts above them load and refresh on their own.
          return page.getByRole('main').getByRole('link', { name: /Visualizza tutti i ticket/ });
        },
      ],
      [
        'primary button',
        async () => {
          await page.goto('/tickets');
          return page.getByRole('link', { name: 'Crea nuovo ticket' });
        },
      ],
      [
        'secondary button',
        async () => {
          await page.goto('/tickets');
          return page.getByRole('button', { name: 'Ordine crescente' });
        },
      ],
      [
        'danger button',
        async () => {
          await page.goto(`/tickets?q=${ticket.ticket_number}`);
          // The desktop list is a table: the row's details hold the card and its actions.
          await page.getByRole('button', { name: `Dettagli ${ticket.ticket_number}` }).click();
          await page.getByRole('button', { name: `Elimina ${ticket.ticket_number}` }).click();
          return page.getByRole('dialog').getByRole('button', { name: 'Elimina' });
        },
      ],
    ];
    for (const [name, open] of controls) {
      const control = await open();
      await tabTo(page, control);
      const ring = await ringOf(control);
      expect(ring.style, name).toBe('solid');
      expect(ring.width, name).toBeGreaterThanOrEqual(2);
      expect(ring.againstPage, name).toBeGreaterThanOrEqual(3);
      expect(ring.againstFill, name).toBeGreaterThanOrEqual(2);
    }
  });
}
