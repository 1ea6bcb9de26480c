import { checkResume, precheckResume, resumeFileName, RESUME_MAX_BYTES, sniffResumeType } from './resume';
import { DOCX_FILES, zipArchive } from './testing/zip-fixture';
import { zipEntryNames } from './zip-entries';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const pdf = bytes('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n');
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A Word 97–2003 compound file: the 512-byte header (version 3, 512-byte sectors) and a directory naming streams. */
function compoundFile(streams: string[], header: { byteOrder?: number; major?: number; shift?: number } = {}) {
  const file = Buffer.alloc(512 * 2);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x003e, 24);
  file.writeUInt16LE(header.major ?? 3, 26);
  file.writeUInt16LE(header.byteOrder ?? 0xfffe, 28);
  file.writeUInt16LE(header.shift ?? 9, 30);
  streams.forEach((name, index) => Buffer.from(name, 'utf16le').copy(file, 512 + index * 128));
  return new Uint8Array(file);
}

const docx = zipArchive(DOCX_FILES);

test.each<[string, Uint8Array, string | null]>([
  ['a PDF', pdf, 'application/pdf'],
  ['a PDF 2.0 with junk after its end marker', bytes('%PDF-2.0\n%%EOF\n\n\u0000\u0000'), 'application/pdf'],
  ['a PDF header without an end marker (a truncated upload)', bytes('%PDF-1.4\n1 0 obj\n'), null],
  ['"%PDF-" alone', bytes('%PDF-%%EOF'), null],
  ['a Word 97–2003 document', compoundFile(['Root Entry', 'WordDocument', '1Table']), 'application/msword'],
  ['an Excel compound file', compoundFile(['Root Entry', 'Workbook']), null],
  ['the OLE signature alone', compoundFile([]).subarray(0, 10), null],
  ['a compound file with a big-endian mark', compoundFile(['WordDocument'], { byteOrder: 0xfeff }), null],
  ['a compound file with a wrong sector size', compoundFile(['WordDocument'], { major: 4, shift: 9 }), null],
  ['a DOCX', docx, DOCX],
  ['a DOCX with an archive comment', zipArchive(DOCX_FILES, 'made by Word'), DOCX],
  ['a ZIP holding only the bytes "word/"', bytes('PK\u0003\u0004word/'), null],
  [
    'a ZIP whose data mentions the parts but whose directory does not',
    zipArchive({ 'notes.txt': '[Content_Types].xml word/document.xml' }),
    null,
  ],
  ['a ZIP without the main document', zipArchive({ '[Content_Types].xml': '<Types/>', 'word/styles.xml': '' }), null],
  ['a ZIP without content types', zipArchive({ 'word/document.xml': '<w:document/>' }), null],
  ['a spreadsheet package', zipArchive({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '' }), null],
  ['a DOCX cut short', docx.subarray(0, docx.length - 10), null],
  ['html', bytes('<html><body>'), null],
  ['exe', bytes('MZ\u0090\u0000'), null],
])('%s is sniffed as %p', (_name, content, type) => {
  expect(sniffResumeType(content)?.contentType ?? null).toBe(type);
});

describe('zipEntryNames reads the central directory', () => {
  test('names in order', () => {
    expect(zipEntryNames(docx)).toEqual(Object.keys(DOCX_FILES));
  });

  test.each<[string, (archive: Buffer) => void]>([
    ['a directory offset past the end record', (archive) => archive.writeUInt32LE(0x7fffffff, archive.length - 6)],
    ['an entry count larger than the directory', (archive) => archive.writeUInt16LE(9, archive.length - 12)],
    ['ZIP64 markers', (archive) => archive.writeUInt16LE(0xffff, archive.length - 12)],
    [
      'a local header offset that points nowhere',
      (archive) => archive.writeUInt32LE(0x00ffffff, archive.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 42),
    ],
    ['a comment length past the end', (archive) => archive.writeUInt16LE(40, archive.length - 2)],
  ])('malformed: %s → null', (_label, tamper) => {
    const archive = Buffer.from(docx);
    tamper(archive);
    expect(zipEntryNames(new Uint8Array(archive))).toBeNull();
  });

  test('a file that does not start with a local header is not an archive', () => {
    expect(zipEntryNames(new Uint8Array(Buffer.concat([Buffer.from('junk'), Buffer.from(docx)])))).toBeNull();
  });
});

test('the client name and type are not trusted: a PDF called .docx is stored as .pdf', () => {
  expect(checkResume(pdf, 'My CV.docx')).toEqual({
    ok: true,
    type: { contentType: 'application/pdf', extension: 'pdf' },
    filename: 'My CV.pdf',
  });
  expect(resumeFileName('../../etc/passwd', { contentType: 'application/pdf', extension: 'pdf' })).toBe('passwd.pdf');
  expect(resumeFileName('<>.pdf', { contentType: 'application/pdf', extension: 'pdf' })).toBe('resume.pdf');
});

test.each<[string, Uint8Array, string]>([
  ['empty', new Uint8Array(0), 'The selected file is empty'],
  ['too big', new Uint8Array(RESUME_MAX_BYTES + 1).fill(0x25), 'Please upload a file of 5 MB or less'],
  ['wrong type', bytes('hello'), 'Please upload a PDF, DOC or DOCX file'],
])('%s is refused', (_name, content, message) => {
  expect(checkResume(content, 'x.pdf')).toEqual({ ok: false, message });
});

test('exactly 5 MB is accepted', () => {
  const big = new Uint8Array(RESUME_MAX_BYTES);
  big.set(pdf.subarray(0, 9));
  big.set(bytes('%%EOF\n'), big.length - 6);
  expect(checkResume(big, 'cv.pdf').ok).toBe(true);
});

test.each<[{ name: string; size: number }, string | null]>([
  [{ name: 'cv.pdf', size: 10 }, null],
  [{ name: 'cv.DOCX', size: 10 }, null],
  [{ name: 'cv.png', size: 10 }, 'Please upload a PDF, DOC or DOCX file'],
  [{ name: 'cv.pdf', size: RESUME_MAX_BYTES + 1 }, 'Please upload a file of 5 MB or less'],
])('client pre-check %p → %p', (file, message) => {
  expect(precheckResume(file)).toBe(message);
});
