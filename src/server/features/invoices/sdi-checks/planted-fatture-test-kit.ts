import { expect } from 'vitest';

/**
 * A good FatturaPA file and the same file planted with one mistake per SDI control (what the
 * checker must report), or with the near miss the control must let through.
 */
const sede = (city: string) =>
  `<Sede><Indirizzo>Via Roma 1</Indirizzo><CAP>20121</CAP><Comune>${city}</Comune><Provincia>MI</Provincia><Nazione>IT</Nazione></Sede>`;
export const GOOD = `<?xml version="1.0" encoding="UTF-8"?>
<p:FatturaElettronica versione="FPR12" xmlns:p="http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2"><FatturaElettronicaHeader><DatiTrasmissione><IdTrasmittente><IdPaese>IT</IdPaese><IdCodice>00743110157</IdCodice></IdTrasmittente><ProgressivoInvio>00001</ProgressivoInvio><FormatoTrasmissione>FPR12</FormatoTrasmissione><CodiceDestinatario>ABC1234</CodiceDestinatario></DatiTrasmissione><CedentePrestatore><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>00743110157</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>Riparazioni Rossi S.r.l.</Denominazione></Anagrafica><RegimeFiscale>RF01</RegimeFiscale></DatiAnagrafici>${sede('Milano')}</CedentePrestatore><CessionarioCommittente><DatiAnagrafici><IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>01234567897</IdCodice></IdFiscaleIVA><Anagrafica><Denominazione>Bianchi S.p.A.</Denominazione></Anagrafica></DatiAnagrafici>${sede('Monza')}</CessionarioCommittente></FatturaElettronicaHeader><FatturaElettronicaBody><DatiGenerali><DatiGeneraliDocumento><TipoDocumento>TD01</TipoDocumento><Divisa>EUR</Divisa><Data>2026-11-20</Data><Numero>7/2026</Numero><ImportoTotaleDocumento>112.93</ImportoTotaleDocumento></DatiGeneraliDocumento></DatiGenerali><DatiBeniServizi><DettaglioLinee><NumeroLinea>1</NumeroLinea><Descrizione>Display</Descrizione><Quantita>1.50</Quantita><PrezzoUnitario>19.99</PrezzoUnitario><ScontoMaggiorazione><Tipo>SC</Tipo><Percentuale>10.00</Percentuale></ScontoMaggiorazione><PrezzoTotale>26.99</PrezzoTotale><AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee><DettaglioLinee><NumeroLinea>2</NumeroLinea><Descrizione>Corso</Descrizione><Quantita>1.00</Quantita><PrezzoUnitario>80.00</PrezzoUnitario><PrezzoTotale>80.00</PrezzoTotale><AliquotaIVA>0.00</AliquotaIVA><Natura>N4</Natura></DettaglioLinee><DatiRiepilogo><AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>26.99</ImponibileImporto><Imposta>5.94</Imposta><EsigibilitaIVA>I</EsigibilitaIVA></DatiRiepilogo><DatiRiepilogo><AliquotaIVA>0.00</AliquotaIVA><Natura>N4</Natura><ImponibileImporto>80.00</ImponibileImporto><Imposta>0.00</Imposta><RiferimentoNormativo>Esente art. 10 DPR 633/72</RiferimentoNormativo></DatiRiepilogo></DatiBeniServizi></FatturaElettronicaBody></p:FatturaElettronica>
`;

/** GOOD with `from` replaced by `to` (each `from` must be there: a plant that misses is a bug). */
function plant(...pairs: [string | RegExp, string][]): string {
  return pairs.reduce((xml, [from, to]) => {
    expect(typeof from === 'string' ? xml.includes(from) : from.test(xml)).toBe(true);
    return xml.replace(from, to);
  }, GOOD);
}

const LINE_2_NATURA = '<AliquotaIVA>0.00</AliquotaIVA><Natura>N4</Natura></DettaglioLinee>';
const SUMMARY_22 = '<AliquotaIVA>22.00</AliquotaIVA><ImponibileImporto>';
const SUMMARY_0 = '<AliquotaIVA>0.00</AliquotaIVA><Natura>N4</Natura><ImponibileImporto>';
const CESSIONARIO_IVA =
  '<IdFiscaleIVA><IdPaese>IT</IdPaese><IdCodice>01234567897</IdCodice></IdFiscaleIVA>';
const END_OF_DOCUMENT = '</DatiGeneraliDocumento>';
const collegata = (date: string) =>
  `${END_OF_DOCUMENT}<DatiFattureCollegate><IdDocumento>1/2026</IdDocumento><Data>${date}</Data></DatiFattureCollegate>`;
const cassa = (rate: string, extra: string) =>
  `<DatiCassaPrevidenziale><TipoCassa>TC22</TipoCassa><AlCassa>4.00</AlCassa><ImportoContributoCassa>0.00</ImportoContributoCassa><AliquotaIVA>${rate}</AliquotaIVA>${extra}</DatiCassaPrevidenziale><ImportoTotaleDocumento>`;

export const PLANTED: [code: string, what: string, xml: () => string][] = [
  [
    '00400',
    'a 0 % line without natura',
    () => plant([LINE_2_NATURA, '<AliquotaIVA>0.00</AliquotaIVA></DettaglioLinee>']),
  ],
  [
    '00401',
    'a 22 % line with a natura',
    () =>
      plant([
        '<AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>',
        '<AliquotaIVA>22.00</AliquotaIVA><Natura>N4</Natura></DettaglioLinee>',
      ]),
  ],
  [
    '00429',
    'a 0 % summary without natura',
    () => plant([SUMMARY_0, '<AliquotaIVA>0.00</AliquotaIVA><ImponibileImporto>']),
  ],
  [
    '00430',
    'a 22 % summary with a natura',
    () =>
      plant([SUMMARY_22, '<AliquotaIVA>22.00</AliquotaIVA><Natura>N4</Natura><ImponibileImporto>']),
  ],
  [
    '00420',
    'reverse charge with split payment',
    () =>
      plant(
        [/N4/g, 'N6.3'],
        ['<Imposta>0.00</Imposta>', '<Imposta>0.00</Imposta><EsigibilitaIVA>S</EsigibilitaIVA>'],
      ),
  ],
  ['00445', 'the generic natura N2', () => plant([/<Natura>N4</g, '<Natura>N2<'])],
  [
    '00419',
    'no summary for the 22 % lines',
    () => plant([/<DatiRiepilogo><AliquotaIVA>22\.00[\s\S]*?<\/DatiRiepilogo>/, '']),
  ],
  [
    '00443',
    'a summary rate no line has',
    () =>
      plant([
        '</DatiBeniServizi>',
        '<DatiRiepilogo><AliquotaIVA>10.00</AliquotaIVA><ImponibileImporto>0.00</ImponibileImporto><Imposta>0.00</Imposta></DatiRiepilogo></DatiBeniServizi>',
      ]),
  ],
  [
    '00444',
    'a line natura no summary has',
    () =>
      plant([
        LINE_2_NATURA,
        '<AliquotaIVA>0.00</AliquotaIVA><Natura>N3.6</Natura></DettaglioLinee>',
      ]),
  ],
  [
    '00421',
    'VAT two cents off',
    () => plant(['<Imposta>5.94</Imposta>', '<Imposta>5.96</Imposta>']),
  ],
  [
    '00422',
    'a taxable amount 1,01 € off its lines',
    () =>
      plant([
        '<ImponibileImporto>26.99</ImponibileImporto><Imposta>5.94</Imposta>',
        '<ImponibileImporto>28.00</ImponibileImporto><Imposta>6.16</Imposta>',
      ]),
  ],
  [
    '00422',
    '1,50 € moved between the summaries of two naturas at 0 %',
    () =>
      plant(
        [
          '</DettaglioLinee><DatiRiepilogo>',
          '</DettaglioLinee><DettaglioLinee><NumeroLinea>3</NumeroLinea><Descrizione>Bolli</Descrizione><PrezzoUnitario>5.00</PrezzoUnitario><PrezzoTotale>5.00</PrezzoTotale><AliquotaIVA>0.00</AliquotaIVA><Natura>N1</Natura></DettaglioLinee><DatiRiepilogo>',
        ],
        [
          '<ImponibileImporto>80.00</ImponibileImporto>',
          '<ImponibileImporto>78.50</ImponibileImporto>',
        ],
        [
          '</DatiBeniServizi>',
          '<DatiRiepilogo><AliquotaIVA>0.00</AliquotaIVA><Natura>N1</Natura><ImponibileImporto>6.50</ImponibileImporto><Imposta>0.00</Imposta></DatiRiepilogo></DatiBeniServizi>',
        ],
      ),
  ],
  [
    '00423',
    'a line total 2 cents off',
    () => plant(['<PrezzoTotale>26.99</PrezzoTotale>', '<PrezzoTotale>27.01</PrezzoTotale>']),
  ],
  [
    '00424',
    'a rate of 0,50 (a fraction, not a percentage)',
    () => plant([/22\.00/g, '0.50'], ['<Imposta>5.94</Imposta>', '<Imposta>0.13</Imposta>']),
  ],
  [
    '00425',
    'a number without digits',
    () => plant(['<Numero>7/2026</Numero>', '<Numero>A/B</Numero>']),
  ],
  [
    '00418',
    'a date before the invoice it corrects',
    () => plant([END_OF_DOCUMENT, collegata('2026-11-21')]),
  ],
  [
    '00417',
    'a customer with neither VAT number nor codice fiscale',
    () => plant([CESSIONARIO_IVA, '']),
  ],
  [
    '00471',
    'an invoice to oneself',
    () => plant([CESSIONARIO_IVA, CESSIONARIO_IVA.replace('01234567897', '00743110157')]),
  ],
  [
    '00473',
    'a TD17 from an Italian seller',
    () => plant(['<TipoDocumento>TD01<', '<TipoDocumento>TD17<']),
  ],
  [
    '00426',
    'a PEC beside an SDI code',
    () =>
      plant([
        '</CodiceDestinatario>',
        '</CodiceDestinatario><PECDestinatario>b@pec.it</PECDestinatario>',
      ]),
  ],
  ['00427', 'a 6-character code in an FPR12', () => plant(['ABC1234', 'ABC123'])],
  [
    '00428',
    'FormatoTrasmissione unlike the version',
    () => plant(['<FormatoTrasmissione>FPR12<', '<FormatoTrasmissione>FPA12<']),
  ],
  [
    '00437',
    'a document discount without amount or percentage',
    () =>
      plant([
        '<ImportoTotaleDocumento>',
        '<ScontoMaggiorazione><Tipo>SC</Tipo></ScontoMaggiorazione><ImportoTotaleDocumento>',
      ]),
  ],
  [
    '00438',
    'a line discount without amount or percentage',
    () => plant(['<Percentuale>10.00</Percentuale>', '']),
  ],
  [
    '00411',
    'a line with withholding and no DatiRitenuta',
    () =>
      plant([
        '<AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>',
        '<AliquotaIVA>22.00</AliquotaIVA><Ritenuta>SI</Ritenuta></DettaglioLinee>',
      ]),
  ],
  [
    '00413',
    'a 0 % fund contribution without natura',
    () => plant(['<ImportoTotaleDocumento>', cassa('0.00', '')]),
  ],
  [
    '00414',
    'a 22 % fund contribution with a natura',
    () => plant(['<ImportoTotaleDocumento>', cassa('22.00', '<Natura>N4</Natura>')]),
  ],
  [
    '00415',
    'a fund contribution with withholding and no DatiRitenuta',
    () => plant(['<ImportoTotaleDocumento>', cassa('22.00', '<Ritenuta>SI</Ritenuta>')]),
  ],
];

export const NEAR_MISSES: [code: string, what: string, xml: () => string][] = [
  [
    '00421',
    'VAT one cent off (the tolerance)',
    () => plant(['<Imposta>5.94</Imposta>', '<Imposta>5.95</Imposta>']),
  ],
  [
    '00422',
    'a taxable amount 0,99 € off (within 1 €)',
    () =>
      plant([
        '<ImponibileImporto>26.99</ImponibileImporto><Imposta>5.94</Imposta>',
        '<ImponibileImporto>27.98</ImponibileImporto><Imposta>6.16</Imposta>',
      ]),
  ],
  [
    '00423',
    'a line total within the cent (26,9865 written 26,98)',
    () => plant(['<PrezzoTotale>26.99</PrezzoTotale>', '<PrezzoTotale>26.98</PrezzoTotale>']),
  ],
  [
    '00418',
    'a credit note of the same day',
    () => plant([END_OF_DOCUMENT, collegata('2026-11-20')]),
  ],
  [
    '00417',
    'a customer with only a codice fiscale',
    () => plant([CESSIONARIO_IVA, '<CodiceFiscale>RSSMRA85T10A562S</CodiceFiscale>']),
  ],
  [
    '00471',
    'a credit note (TD04) to oneself, which 00471 does not list',
    () =>
      plant(
        [CESSIONARIO_IVA, CESSIONARIO_IVA.replace('01234567897', '00743110157')],
        ['<TipoDocumento>TD01<', '<TipoDocumento>TD04<'],
      ),
  ],
  [
    '00401',
    'a TD16 line with rate and natura',
    () =>
      plant(
        ['<TipoDocumento>TD01<', '<TipoDocumento>TD16<'],
        [
          '<AliquotaIVA>22.00</AliquotaIVA></DettaglioLinee>',
          '<AliquotaIVA>22.00</AliquotaIVA><Natura>N6.3</Natura></DettaglioLinee>',
        ],
      ),
  ],
  [
    '00426',
    'a PEC with 0000000',
    () =>
      plant([
        'ABC1234</CodiceDestinatario>',
        '0000000</CodiceDestinatario><PECDestinatario>b@pec.it</PECDestinatario>',
      ]),
  ],
];
