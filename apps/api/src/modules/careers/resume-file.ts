import { fileTypeFromBuffer } from 'file-type';
import { RESUME_MAX_BYTES } from '@weekends/shared';

export interface ResumeType {
  mimeType: string;
  extension: 'pdf' | 'docx' | 'doc';
}

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * What a résumé really is, judged by its bytes, never by its name or the browser's claim: a PDF, a
 * Word document (.docx) or a legacy Word 97-2003 document (.doc); anything else is null. Macro-enabled Word files
 * (.docm, or a .doc carrying a Macros storage) are refused: staff open these files, and a résumé needs no code.
 */
export async function detectResume(data: Uint8Array): Promise<ResumeType | null> {
  if (data.length === 0 || data.length > RESUME_MAX_BYTES) return null;
  const type = await fileTypeFromBuffer(data);
  if (type?.mime === 'application/pdf') return { mimeType: 'application/pdf', extension: 'pdf' };
  if (type?.mime === DOCX_MIME) return { mimeType: DOCX_MIME, extension: 'docx' };
  // A compound file may be Word, Excel, Outlook, an installer…: only a Word document has a WordDocument stream.
  if (type?.ext === 'cfb' && isLegacyWordDocument(data)) return { mimeType: 'application/msword', extension: 'doc' };
  return null;
}

const END_OF_CHAIN = 0xfffffffe;
const STREAM = 2;
const STORAGE = 1;
/**
 * The header holds the first 109 FAT sector numbers: enough for 109 × 128 sectors of 512 bytes (7 MB), above the size
 * limit.
 */
const HEADER_FAT_SLOTS = 109;

/**
 * Reads the directory of a Compound File Binary file ([MS-CFB]) and answers whether it is a Word 97-2003 document
 * without macros. Only what a file within the size limit can hold is followed; anything unexpected answers false.
 */
export function isLegacyWordDocument(data: Uint8Array): boolean {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (data.length < 512) return false;
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const sectorSize = 1 << sectorShift;
  const fatSectorCount = view.getUint32(0x2c, true);
  if (fatSectorCount === 0 || fatSectorCount > HEADER_FAT_SLOTS) return false;
  const sectorOffset = (sector: number) => (sector + 1) * sectorSize;
  const inFile = (sector: number) => sectorOffset(sector) + sectorSize <= data.length;

  const fat: number[] = [];
  for (let i = 0; i < fatSectorCount; i++) {
    const sector = view.getUint32(0x4c + i * 4, true);
    if (!inFile(sector)) return false;
    for (let offset = sectorOffset(sector); offset < sectorOffset(sector) + sectorSize; offset += 4)
      fat.push(view.getUint32(offset, true));
  }

  const names = new Map<string, number>();
  let sector = view.getUint32(0x30, true);
  // A loop in a crafted chain ends when it has visited more sectors than the file has.
  for (let visited = 0; sector !== END_OF_CHAIN; visited++) {
    if (visited > data.length / sectorSize || !inFile(sector)) return false;
    for (let entry = sectorOffset(sector); entry < sectorOffset(sector) + sectorSize; entry += 128) {
      const nameBytes = view.getUint16(entry + 0x40, true);
      if (nameBytes < 2 || nameBytes > 64) continue;
      const name = Buffer.from(data.subarray(entry, entry + nameBytes - 2)).toString('utf16le');
      names.set(name, view.getUint8(entry + 0x42));
    }
    sector = fat[sector] ?? END_OF_CHAIN;
  }
  return names.get('WordDocument') === STREAM && names.get('Macros') !== STORAGE;
}
