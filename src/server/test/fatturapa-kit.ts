/** A supplier's FatturaPA (FPR12) built for tests and the benchmark: one body, given lines. */
export interface KitLine {
  /** The supplier's own code (CodiceTipo FORN). */
  code?: string;
  /** Further CodiceArticolo after it: an EAN, the maker's code… */
  moreCodes?: { type: string; value: string }[];
  description: string;
  quantity: string;
  unitPrice: string;
  total: string;
}

export interface KitInvoice {
  vat?: string;
  name?: string;
  number: string;
  date?: string;
  type?: string;
  lines: KitLine[];
  attachment?: { name: string; bytes: Buffer };
  orderNumber?: string;
}

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function lineXml(line: KitLine, n: number): string {
  const codes = [
    ...(line.code ? [{ type: 'FORN', value: line.code }] : []),
    ...(line.moreCodes ?? []),
  ];
  const articles = codes
    .map(
      (c) =>
        `<CodiceArticolo><CodiceTipo>${xmlText(c.type)}</CodiceTipo><CodiceValore>${xmlText(c.value)}</CodiceValore></CodiceArticolo>`,
    )
    .join('');
  return `<DettaglioLinee><NumeroLinea>${n + 1}</NumeroLinea>${articles}<Descrizione>${xmlText(line.description)}</Descrizione><Quantita>${line.quantity}</Quantita><PrezzoUnitario>${line.unitPrice}</PrezzoUnitario><PrezzoTotale>${line.total}</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>`;
}

const ADDRESS =
  '<Sede><Indirizzo>Via Roma 1</Indirizzo><CAP>20121</CAP><Comune>Milano</Comune><Nazione>IT</Nazione></Sede>';

/** DatiRiepilogo at 22 %: the lines' taxable amount and its VAT, as the schema requires. */
function summaryXml(lines: KitLine[]): string {
  const taxable = lines.reduce((sum, line) => sum + Math.round(Number(line.total) * 100), 0);
  const vat = Math.round(taxable * 0.22);
  return `<DatiRiepilogo><AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>${(taxable / 100).toFixed(2)}</ImponibileImporto><Imposta>${(vat / 100).toFixed(2)}</Imposta></DatiRiepilogo>`;
}

/** Valid against the official schema 1.2.3 (the import checks the structure). */
export function supplierInvoiceXml(invoice: KitInvoice): string {
  const attachment = invoice.attachment
    ? `<Allegati><NomeAttachment>${xmlText(invoice.attachment.name)}</NomeAttachment><Attachment>${invoice.attachment.bytes.toString('base64')}</Attachment></Allegati>`
    : '';
  const order = invoice.orderNumber
    ? `<DatiOrdineAcquisto><IdDocumento>${xmlText(invoice.orderNumber)}</IdDocumento></DatiOrdineAcquisto>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2">
<FatturaElettronicaHeader>
<DatiTrasmissione><IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>${invoice.vat ?? '00743110157'}</IdCodice></IdTrasmittente><ProgressivoInvio>1</ProgressivoInvio><FormatoTrasmissione>FPR12</FormatoTrasmissione><CodiceDestinatario>0000000</CodiceDestinatario></DatiTrasmissione>
<CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>${invoice.vat ?? '00743110157'}</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>${xmlText(invoice.name ?? 'Ricambi Nord Srl')}</Denominazione></Anagrafica><RegimeFiscale>RF01</RegimeFiscale></DatiAnagrafici>${ADDRESS}</CedentePrestatore>
<CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>00743110157</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>Riparazioni Rossi S.r.l.</Denominazione></Anagrafica></DatiAnagrafici>${ADDRESS}</CessionarioCommittente>
</FatturaElettronicaHeader>
<FatturaElettronicaBody>
<DatiGenerali><DatiGeneraliDocumento><TipoDocumento>${invoice.type ?? 'TD01'}</TipoDocumento><Divisa>EUR</Divisa><Data>${invoice.date ?? '2026-11-20'}</Data><Numero>${xmlText(invoice.number)}</Numero></DatiGeneraliDocumento>${order}</DatiGenerali>
<DatiBeniServizi>${invoice.lines.map(lineXml).join('')}${summaryXml(invoice.lines)}</DatiBeniServizi>
${attachment}
</FatturaElettronicaBody>
</p:FatturaElettronica>`;
}
