import { SUPPLIER_INVOICE_MESSAGES as M } from '../../../shared/inventory/supplier-invoices';
import { badRequest } from '../../errors';

/** One BER element: its tag byte, whether it is constructed, and where its content lies. */
interface Element {
  tag: number;
  constructed: boolean;
  start: number;
  /** End of the content (for indefinite lengths, before the 00 00 terminator). */
  end: number;
  /** End of the whole element. */
  next: number;
}

/** The byte at `at`; running off the end means a truncated envelope. */
function byte(der: Buffer, at: number): number {
  const value = der[at];
  if (value === undefined) throw badRequest(M.badP7m);
  return value;
}

function readElement(der: Buffer, at: number, limit: number): Element {
  if (at + 2 > limit) throw badRequest(M.badP7m);
  const tag = byte(der, at);
  // High tag numbers (0x1f) never occur on the path to the signed content.
  if ((tag & 0x1f) === 0x1f) throw badRequest(M.badP7m);
  const constructed = (tag & 0x20) !== 0;
  let length = byte(der, at + 1);
  let start = at + 2;
  if (length === 0x80) {
    if (!constructed) throw badRequest(M.badP7m);
    let child = start;
    while (!(byte(der, child) === 0 && byte(der, child + 1) === 0))
      child = readElement(der, child, limit).next;
    return { tag, constructed, start, end: child, next: child + 2 };
  }
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes > 4) throw badRequest(M.badP7m);
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + byte(der, start + i);
    start += bytes;
  }
  const end = start + length;
  if (end > limit) throw badRequest(M.badP7m);
  return { tag, constructed, start, end, next: end };
}

function children(der: Buffer, parent: Element): Element[] {
  const found: Element[] = [];
  for (let at = parent.start; at < parent.end; ) {
    const child = readElement(der, at, parent.end);
    found.push(child);
    at = child.next;
  }
  return found;
}

/** An OCTET STRING's bytes; BER may split it into constructed pieces, joined here. */
function octets(der: Buffer, element: Element): Buffer {
  if (element.tag === 0x04) return der.subarray(element.start, element.end);
  if (element.tag === 0x24)
    return Buffer.concat(children(der, element).map((piece) => octets(der, piece)));
  throw badRequest(M.badP7m);
}

const SIGNED_DATA = '2a864886f70d010702';

/**
 * The document inside a CAdES/PKCS#7 signed envelope (.p7m), DER/BER or base64 of it:
 * ContentInfo → [0] SignedData → encapContentInfo → [0] eContent. The signature is not verified
 * (decision 044): the SDI checks it on what it delivers, and a check here would need the
 * qualified trust list.
 */
export function p7mContent(file: Buffer): Buffer {
  const der = file[0] === 0x30 ? file : fromBase64(file);
  const info = readElement(der, 0, der.length);
  const [type, explicit] = children(der, info);
  if (type?.tag !== 0x06 || der.subarray(type.start, type.end).toString('hex') !== SIGNED_DATA)
    throw badRequest(M.badP7m);
  const signedData = explicit && children(der, explicit)[0];
  const encap = signedData && children(der, signedData)[2];
  const content = encap && children(der, encap)[1];
  const eContent = content && children(der, content)[0];
  if (!eContent) throw badRequest(M.badP7m);
  return octets(der, eContent);
}

function fromBase64(file: Buffer): Buffer {
  const body = file
    .toString('latin1')
    .replaceAll(/-----[^-]+-----/g, '')
    .replaceAll(/\s/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(body)) throw badRequest(M.badP7m);
  const der = Buffer.from(body, 'base64');
  if (der[0] !== 0x30) throw badRequest(M.badP7m);
  return der;
}
