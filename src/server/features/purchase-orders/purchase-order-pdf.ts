import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { formatDate } from '../../../shared/format';
import type { PurchaseOrderDto } from '../../../shared/inventory/purchase-orders';
import { euroToCents, formatCents } from '../../../shared/money';

/** Who the order is from and to, as the document's header prints them. */
export interface OrderParties {
  shop: { name: string; lines: string[] };
  supplier: { name: string; lines: string[] };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const ROW = 16;
/** Description, quantity, unit cost, amount: left edges of the columns. */
const COLUMNS = [MARGIN, 350, 410, 490] as const;
const GREY = rgb(0.35, 0.35, 0.35);

/** Helvetica speaks WinAnsi: a character it cannot draw becomes "?" instead of an exception. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/[\u00a0\u202f]/g, ' ')]
    .map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?'))
    .join('');
}

/** Cuts a text to what fits in `width` points, with an ellipsis when it was cut. */
function fitted(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}...`, size) > width)
    cut = cut.slice(0, -1);
  return `${cut}...`;
}

class Writer {
  page: PDFPage;
  y: number;
  constructor(
    private readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.page = pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  /** A new page when fewer than `needed` points are left. */
  room(needed: number) {
    if (this.y - needed >= MARGIN) return;
    this.page = this.pdf.addPage(A4);
    this.y = A4[1] - MARGIN;
  }
  text(x: number, value: string, options: { size?: number; bold?: boolean; width?: number } = {}) {
    const font = options.bold ? this.bold : this.regular;
    const size = options.size ?? 10;
    const clean = drawable(font, value);
    const shown = options.width ? fitted(font, clean, size, options.width) : clean;
    this.page.drawText(shown, { x, y: this.y, size, font, color: options.bold ? undefined : GREY });
  }
  right(xEnd: number, value: string, bold = false) {
    const font = bold ? this.bold : this.regular;
    const clean = drawable(font, value);
    this.page.drawText(clean, {
      x: xEnd - font.widthOfTextAtSize(clean, 10),
      y: this.y,
      size: 10,
      font,
    });
  }
  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + ROW - 4 },
      end: { x: A4[0] - MARGIN, y: this.y + ROW - 4 },
      thickness: 0.5,
      color: GREY,
    });
  }
  down(points = ROW) {
    this.y -= points;
  }
}

function header(w: Writer, order: PurchaseOrderDto, parties: OrderParties) {
  w.text(MARGIN, parties.shop.name, { size: 16, bold: true });
  w.down(20);
  for (const line of parties.shop.lines) {
    w.text(MARGIN, line, { width: 300 });
    w.down(14);
  }
  w.down(14);
  w.text(MARGIN, `Ordine ${order.code}`, { size: 14, bold: true });
  w.down(18);
  w.text(MARGIN, `Data: ${formatDate(order.sent_at ?? order.created_at)}`);
  w.down(24);
  w.text(MARGIN, 'Fornitore', { bold: true });
  w.down(14);
  for (const line of [parties.supplier.name, ...parties.supplier.lines]) {
    w.text(MARGIN, line, { width: 450 });
    w.down(14);
  }
  w.down(16);
}

function lines(w: Writer, order: PurchaseOrderDto) {
  const titles = ['Descrizione', 'Q.tà', 'Costo unit.', 'Importo'];
  titles.forEach((title, i) => {
    w.text(COLUMNS[i] ?? MARGIN, title, { bold: true });
  });
  w.down();
  for (const line of order.lines) {
    w.room(ROW * 2);
    w.rule();
    const cents = euroToCents(line.unit_cost);
    w.text(COLUMNS[0], line.description, { width: COLUMNS[1] - COLUMNS[0] - 10 });
    w.right(COLUMNS[2] - 15, String(line.quantity));
    w.right(COLUMNS[3] - 10, formatCents(cents));
    w.right(A4[0] - MARGIN, formatCents(cents * line.quantity));
    w.down();
  }
  w.rule();
  w.room(ROW * 2);
  w.text(COLUMNS[2], 'Totale', { bold: true });
  w.right(A4[0] - MARGIN, formatCents(euroToCents(order.total)), true);
  w.down(ROW * 2);
}

/** The order as the shop sends and prints it: its header, the supplier, the lines and the total. */
export async function purchaseOrderPdf(
  order: PurchaseOrderDto,
  parties: OrderParties,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Ordine ${order.code}`);
  pdf.setAuthor(parties.shop.name);
  pdf.setCreator('Sportello');
  const w = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
  header(w, order, parties);
  lines(w, order);
  if (order.notes) {
    w.room(ROW * 3);
    w.text(MARGIN, 'Note', { bold: true });
    w.down(14);
    for (const note of order.notes.split('\n')) {
      w.room(ROW);
      w.text(MARGIN, note, { width: A4[0] - 2 * MARGIN });
      w.down(14);
    }
  }
  return pdf.save();
}
