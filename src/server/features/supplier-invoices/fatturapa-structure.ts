import { XMLParser } from 'fast-xml-parser';
import { SUPPLIER_INVOICE_MESSAGES as M } from '../../../shared/inventory/supplier-invoices';
import { badRequest } from '../../errors';
import sequences from './fatturapa-sequences.json' with { type: 'json' };

type Rule = [name: string, type: string | null, min: number, max: number];
type Ordered = Record<string, unknown>[];

const RULES = sequences as unknown as Record<string, Rule[]>;
const ROOT_TYPE = 'FatturaElettronicaType';

const parser = new XMLParser({ preserveOrder: true, removeNSPrefix: true, parseTagValue: false });

const elementName = (n: Record<string, unknown>) =>
  Object.keys(n).find((k) => k !== ':@' && k !== '#text' && k !== '?xml');

/** Child elements in document order, with their own children. */
const elements = (nodes: Ordered) =>
  nodes.flatMap((n) => {
    const name = elementName(n);
    return name ? [{ name, children: n[name] as Ordered }] : [];
  });

/** One element's children against its type's sequence: order, required, repeats, unknown. */
function checkChildren(path: string, type: string, children: Ordered): void {
  const rules = RULES[type] ?? [];
  let at = 0;
  let count = 0;
  for (const child of elements(children)) {
    const next = rules.findIndex(([name], i) => i >= at && name === child.name);
    if (next < 0) {
      const known = rules.some(([name]) => name === child.name);
      throw badRequest(known ? M.schemaOrder(path, child.name) : M.schemaUnknown(path, child.name));
    }
    for (; at < next; at += 1, count = 0) {
      const [name, , min] = rules[at] as Rule;
      if (count < min) throw badRequest(M.schemaMissing(path, name));
    }
    const rule = rules[at] as Rule;
    count += 1;
    if (count > rule[3]) throw badRequest(M.schemaRepeated(path, child.name));
    if (rule[1]) checkChildren(`${path}/${child.name}`, rule[1], child.children);
  }
  for (const [i, [name, , min]] of rules.slice(at).entries()) {
    if ((i === 0 ? count : 0) < min) throw badRequest(M.schemaMissing(path, name));
  }
}

/**
 * The structure the official schema 1.2.3 gives each element (order, required children,
 * repeats, no unknown elements), from the rules read off the XSD. Values are read and checked
 * by `readFatturaPA`; choices (Denominazione or Nome + Cognome) are checked there too.
 */
export function checkFatturaStructure(xml: string): void {
  const root = elements(parser.parse(xml) as Ordered).find((e) => e.name === 'FatturaElettronica');
  if (root) checkChildren('FatturaElettronica', ROOT_TYPE, root.children);
}
