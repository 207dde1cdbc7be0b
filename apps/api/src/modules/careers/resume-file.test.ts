import { describe, expect, it } from 'vitest';
import { RESUME_MAX_BYTES } from '@weekends/shared';
import { detectResume, isLegacyWordDocument } from './resume-file.ts';
import { cfbBytes, docBytes, docmBytes, docxBytes, exeBytes, pdfBytes, xlsxBytes, zipBytes } from './testing/files.ts';

describe('detectResume: the type of a résumé is read from its bytes', () => {
  it('accepts a PDF, a Word document and a legacy Word document', async () => {
    expect(await detectResume(pdfBytes())).toEqual({ mimeType: 'application/pdf', extension: 'pdf' });
    expect(await detectResume(docxBytes())).toEqual({
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      extension: 'docx',
    });
    expect(await detectResume(docBytes())).toEqual({ mimeType: 'application/msword', extension: 'doc' });
  });

  it('refuses text, programs, images, other archives and other Office files', async () => {
    expect(await detectResume(Buffer.from('Amira Haddad\nCurriculum vitae\n'))).toBeNull();
    expect(await detectResume(exeBytes())).toBeNull();
    expect(
      await detectResume(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(64).fill(0)])),
    ).toBeNull();
    expect(await detectResume(zipBytes({ 'resume.txt': 'hello' }))).toBeNull();
    expect(await detectResume(xlsxBytes())).toBeNull();
    expect(await detectResume(cfbBytes([{ name: 'Workbook', type: 2 }]))).toBeNull();
  });

  it('refuses Word files that carry macros', async () => {
    expect(await detectResume(docmBytes())).toBeNull();
    expect(
      await detectResume(
        cfbBytes([
          { name: 'WordDocument', type: 2 },
          { name: 'Macros', type: 1 },
        ]),
      ),
    ).toBeNull();
  });

  it('refuses an empty file and one above 5 MB', async () => {
    expect(await detectResume(Buffer.alloc(0))).toBeNull();
    expect(await detectResume(pdfBytes(RESUME_MAX_BYTES))).not.toBeNull();
    expect(await detectResume(pdfBytes(RESUME_MAX_BYTES + 1))).toBeNull();
  });
});

describe('isLegacyWordDocument', () => {
  it('answers false for truncated or crafted compound files instead of throwing', () => {
    const doc = docBytes();
    expect(isLegacyWordDocument(doc.subarray(0, 600))).toBe(false);
    const looping = Buffer.from(doc);
    // The directory sector's FAT entry points back at itself: the walk ends and the file is refused.
    looping.writeUInt32LE(1, 512 + 4);
    expect(isLegacyWordDocument(looping)).toBe(false);
    const outside = Buffer.from(doc);
    outside.writeUInt32LE(9999, 0x30);
    expect(isLegacyWordDocument(outside)).toBe(false);
    const hugeFat = Buffer.from(doc);
    hugeFat.writeUInt32LE(500, 0x2c);
    expect(isLegacyWordDocument(hugeFat)).toBe(false);
  });
});
