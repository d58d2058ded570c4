/**
 * Reads the fields the SDI's semantic controls look at out of a FatturaPA file (FPR12/FPA12).
 * The files are flat enough for element-by-name reading: the checker has to read planted bad
 * files too, so it reads what is there and never fills in what is missing.
 */

export interface Party {
  idPaese: string | null;
  idCodice: string | null;
  codiceFiscale: string | null;
}

export interface Sconto {
  tipo: string | null;
  percentuale: string | null;
  importo: string | null;
}

export interface Line {
  numero: string;
  quantita: string | null;
  prezzoUnitario: string;
  prezzoTotale: string;
  aliquota: string;
  natura: string | null;
  ritenuta: string | null;
  sconti: Sconto[];
}

export interface Summary {
  aliquota: string;
  natura: string | null;
  imponibile: string;
  imposta: string;
  esigibilita: string | null;
  arrotondamento: string | null;
}

export interface Cassa {
  aliquota: string;
  natura: string | null;
  ritenuta: string | null;
  importo: string;
}

export interface Body {
  tipoDocumento: string;
  data: string;
  numero: string;
  datiRitenuta: boolean;
  sconti: Sconto[];
  cassa: Cassa[];
  collegateDates: string[];
  lines: Line[];
  summaries: Summary[];
}

export interface Fattura {
  versione: string | null;
  formato: string | null;
  codiceDestinatario: string | null;
  pecDestinatario: string | null;
  cedente: Party;
  cessionario: Party;
  bodies: Body[];
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ENTITIES[e] ?? '');

/** The contents of every `<tag>…</tag>` (with or without a namespace prefix) inside `xml`. */
export function blocks(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<(?:\\w+:)?${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</(?:\\w+:)?${tag}>`, 'g');
  return [...xml.matchAll(pattern)].map((m) => m[1] ?? '');
}

/** The trimmed text of the first `<tag>` inside `xml`, or null when absent. */
export function value(xml: string, tag: string): string | null {
  const found = blocks(xml, tag)[0];
  return found === undefined ? null : decodeEntities(found.trim());
}

const text = (xml: string, tag: string) => value(xml, tag) ?? '';

function party(xml: string): Party {
  const anagrafici = blocks(xml, 'DatiAnagrafici')[0] ?? '';
  const iva = blocks(anagrafici, 'IdFiscaleIVA')[0];
  return {
    idPaese: iva === undefined ? null : value(iva, 'IdPaese'),
    idCodice: iva === undefined ? null : value(iva, 'IdCodice'),
    codiceFiscale: value(anagrafici, 'CodiceFiscale'),
  };
}

const sconti = (xml: string): Sconto[] =>
  blocks(xml, 'ScontoMaggiorazione').map((s) => ({
    tipo: value(s, 'Tipo'),
    percentuale: value(s, 'Percentuale'),
    importo: value(s, 'Importo'),
  }));

function body(xml: string): Body {
  const generale = blocks(xml, 'DatiGeneraliDocumento')[0] ?? '';
  return {
    tipoDocumento: text(generale, 'TipoDocumento'),
    data: text(generale, 'Data'),
    numero: text(generale, 'Numero'),
    datiRitenuta: blocks(generale, 'DatiRitenuta').length > 0,
    sconti: sconti(
      generale.replace(/<DatiCassaPrevidenziale>[\s\S]*?<\/DatiCassaPrevidenziale>/g, ''),
    ),
    cassa: blocks(generale, 'DatiCassaPrevidenziale').map((c) => ({
      aliquota: text(c, 'AliquotaIVA'),
      natura: value(c, 'Natura'),
      ritenuta: value(c, 'Ritenuta'),
      importo: text(c, 'ImportoContributoCassa'),
    })),
    collegateDates: blocks(xml, 'DatiFattureCollegate').flatMap((c) => value(c, 'Data') ?? []),
    lines: blocks(xml, 'DettaglioLinee').map((l) => ({
      numero: text(l, 'NumeroLinea'),
      quantita: value(l, 'Quantita'),
      prezzoUnitario: text(l, 'PrezzoUnitario'),
      prezzoTotale: text(l, 'PrezzoTotale'),
      aliquota: text(l, 'AliquotaIVA'),
      natura: value(l, 'Natura'),
      ritenuta: value(l, 'Ritenuta'),
      sconti: sconti(l),
    })),
    summaries: blocks(xml, 'DatiRiepilogo').map((s) => ({
      aliquota: text(s, 'AliquotaIVA'),
      natura: value(s, 'Natura'),
      imponibile: text(s, 'ImponibileImporto'),
      imposta: text(s, 'Imposta'),
      esigibilita: value(s, 'EsigibilitaIVA'),
      arrotondamento: value(s, 'Arrotondamento'),
    })),
  };
}

export function readFattura(xml: string): Fattura {
  const header = blocks(xml, 'FatturaElettronicaHeader')[0] ?? '';
  const trasmissione = blocks(header, 'DatiTrasmissione')[0] ?? '';
  return {
    versione: /<(?:\w+:)?FatturaElettronica\s[^>]*\bversione="([^"]*)"/.exec(xml)?.[1] ?? null,
    formato: value(trasmissione, 'FormatoTrasmissione'),
    codiceDestinatario: value(trasmissione, 'CodiceDestinatario'),
    pecDestinatario: value(trasmissione, 'PECDestinatario'),
    cedente: party(blocks(header, 'CedentePrestatore')[0] ?? ''),
    cessionario: party(blocks(header, 'CessionarioCommittente')[0] ?? ''),
    bodies: blocks(xml, 'FatturaElettronicaBody').map(body),
  };
}
