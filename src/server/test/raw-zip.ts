/** A zip entry as written: DEFLATE data made by the caller, with the sizes and CRC it tells. */
export interface RawZipEntry {
  name: string;
  deflated: Uint8Array;
  size: number;
  crc: number;
}

/** The fields the local header (from offset 4) and the central directory (from 6) share. */
function common(entry: RawZipEntry, name: Buffer): Buffer {
  const b = Buffer.alloc(26);
  b.writeUInt16LE(20, 0); // version needed: 2.0 (DEFLATE)
  b.writeUInt16LE(8, 4); // method 8, DEFLATE; flags 0: sizes here, no data descriptor
  b.writeUInt16LE(0x21, 8); // 1980-01-01
  b.writeUInt32LE(entry.crc, 10);
  b.writeUInt32LE(entry.deflated.length, 14);
  b.writeUInt32LE(entry.size, 18);
  b.writeUInt16LE(name.length, 22);
  return b;
}

/**
 * A zip (PKWARE APPNOTE 4.3: local headers, central directory, end record) of DEFLATE data given
 * as is: what zipSync cannot write, such as a stream that goes bad after its first megabytes.
 */
export function rawZip(entries: RawZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.concat([Buffer.alloc(4), common(entry, name), name, entry.deflated]);
    local.writeUInt32LE(0x04034b50, 0);
    const central = Buffer.concat([Buffer.alloc(6), common(entry, name), Buffer.alloc(14), name]);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by 2.0
    central.writeUInt32LE(offset, 42);
    locals.push(local);
    centrals.push(central);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
