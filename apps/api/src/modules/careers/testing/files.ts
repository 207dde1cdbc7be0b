/**
 * Real, tiny documents for the résumé tests, built byte by byte: a PDF, Office Open XML packages (a ZIP with
 * [Content_Types].xml) and Compound File Binary files (legacy .doc / .xls), so detection is tested on the
 * formats themselves rather than on names.
 */

export function pdfBytes(padTo = 0): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  const pdf = Buffer.from(body, 'latin1');
  // Bytes after %%EOF are ignored by readers; they make a file of an exact size.
  return padTo > pdf.length ? Buffer.concat([pdf, Buffer.alloc(padTo - pdf.length, 0x20)]) : pdf;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A ZIP archive with its entries stored (no compression): local headers, central directory, end record. */
export function zipBytes(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function officePackage(mainContentType: string, mainPart: string): Buffer {
  return zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/${mainPart}" ContentType="${mainContentType}"/>` +
      '</Types>',
    [mainPart]:
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
      '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Amira Haddad</w:t></w:r></w:p></w:body></w:document>',
  });
}

/** A Word document (.docx). */
export const docxBytes = () =>
  officePackage(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    'word/document.xml',
  );
/** A macro-enabled Word document (.docm). */
export const docmBytes = () =>
  officePackage('application/vnd.ms-word.document.macroEnabled.main+xml', 'word/document.xml');
/** An Excel workbook (.xlsx). */
export const xlsxBytes = () =>
  officePackage('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'xl/workbook.xml');

/**
 * A Compound File Binary file with 512-byte sectors: the header, one FAT sector (sector 0) and one directory
 * sector (sector 1) holding the root and the named entries (type 1 storage, 2 stream).
 */
export function cfbBytes(entries: { name: string; type: 1 | 2 }[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18);
  header.writeUInt16LE(3, 0x1a);
  header.writeUInt16LE(0xfffe, 0x1c);
  header.writeUInt16LE(9, 0x1e);
  header.writeUInt16LE(6, 0x20);
  header.writeUInt32LE(1, 0x2c);
  header.writeUInt32LE(1, 0x30);
  header.writeUInt32LE(0x1000, 0x38);
  header.writeUInt32LE(0xfffffffe, 0x3c);
  header.writeUInt32LE(0xfffffffe, 0x44);
  header.fill(0xff, 0x4c);
  header.writeUInt32LE(0, 0x4c);

  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0);
  fat.writeUInt32LE(0xfffffffe, 4);

  const directory = Buffer.alloc(512);
  [{ name: 'Root Entry', type: 5 }, ...entries].slice(0, 4).forEach((entry, i) => {
    const at = i * 128;
    const name = Buffer.from(`${entry.name}\0`, 'utf16le');
    name.copy(directory, at);
    directory.writeUInt16LE(name.length, at + 0x40);
    directory.writeUInt8(entry.type, at + 0x42);
    directory.writeUInt32LE(0xffffffff, at + 0x44);
    directory.writeUInt32LE(0xffffffff, at + 0x48);
    directory.writeUInt32LE(0xffffffff, at + 0x4c);
  });
  return Buffer.concat([header, fat, directory]);
}

/** A Word 97-2003 document (.doc). */
export const docBytes = () =>
  cfbBytes([
    { name: 'WordDocument', type: 2 },
    { name: '1Table', type: 2 },
  ]);

/** A Windows program: what a renamed .exe starts with. */
export const exeBytes = () =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126), Buffer.from('PE\0\0'), Buffer.alloc(200)]);
