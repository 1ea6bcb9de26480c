import { checkResume, precheckResume, resumeFileName, RESUME_MAX_BYTES, sniffResumeType } from './resume';

const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));
const pdf = bytes('%PDF-1.4\n1 0 obj\n');
const doc = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const docx = bytes('PK\u0003\u0004....[Content_Types].xml....word/document.xml');
const zip = bytes('PK\u0003\u0004....photos/cat.jpg');

test.each<[string, Uint8Array, string | null]>([
  ['pdf', pdf, 'application/pdf'],
  ['doc', doc, 'application/msword'],
  ['docx', docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ['plain zip', zip, null],
  ['html', bytes('<html><body>'), null],
  ['exe', bytes('MZ\u0090\u0000'), null],
])('%s is sniffed as %p', (_name, content, type) => {
  expect(sniffResumeType(content)?.contentType ?? null).toBe(type);
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
  big.set(pdf);
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
