import vm from 'node:vm';
import { compactFlightScripts, singleQuotedScriptString } from './compact-flight-scripts';
import { inlineScripts } from './inline-script-hashes';

/** What a payload script pushes when a browser runs it. */
function pushed(script: string): unknown[] {
  const sandbox = { self: { __next_f: [] as unknown[] } };
  vm.runInNewContext(script, sandbox);
  return sandbox.self.__next_f;
}

const nextScript = (text: string) =>
  // Next's own form: a JSON string with <, >, &, U+2028 and U+2029 escaped for HTML.
  `self.__next_f.push([1,${JSON.stringify(text)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}])`;

const TEXTS: Array<[string, string]> = [
  ['a payload row', '9:["$","a",null,{"href":"#main-content","children":"Skip to content"}]\n'],
  ['single quotes and backslashes', "Don't \\ miss: it's 'quoted' \\' and \\\\"],
  ['line breaks and tabs', 'one\ntwo\r\nthree\tfour'],
  ['control characters', 'a\u0000b\u0001c\u001fd\u007fe'],
  ['a closing script tag', 'x</script><script>alert(1)</script>'],
  ['an HTML comment opener', 'x<!--y-->z'],
  ['line and paragraph separators', 'a\u2028b\u2029c'],
  ['non-ASCII text', 'Señor Ünïcode 日本 🚗'],
  ['ampersands and angle brackets', 'Tom & Jerry > Spike'],
  ['a JSON-LD text row', '21:T2f,{"@context":"https://schema.org","name":"Prairie \\"Auto\\""}'],
  ['the empty string', ''],
];

describe('singleQuotedScriptString', () => {
  test.each(TEXTS)('%s: evaluates to the same text', (_name, text) => {
    expect(vm.runInNewContext(singleQuotedScriptString(text))).toBe(text);
  });

  test.each(TEXTS)('%s: can neither end the script nor open a comment in it', (_name, text) => {
    const literal = singleQuotedScriptString(text);
    expect(literal).not.toMatch(/<\/script|<!--/i);
    expect(literal).not.toMatch(/[\n\r\u2028\u2029]/);
  });

  test('double quotes are not escaped: the point of the rewrite', () => {
    expect(singleQuotedScriptString('{"a":"b"}')).toBe(`'{"a":"b"}'`);
  });
});

describe('compactFlightScripts', () => {
  test.each(TEXTS)('%s: the rewritten script pushes exactly what Next’s pushed', (_name, text) => {
    const original = nextScript(text);
    const html = `<body><h1>Cars</h1><script>${original}</script></body>`;
    const compacted = compactFlightScripts(html);
    const [script] = inlineScripts(compacted);
    expect(inlineScripts(compacted)).toHaveLength(1);
    expect(pushed(script!)).toEqual(pushed(original));
  });

  test('a real payload chunk shrinks by its escaped quotes', () => {
    const text = '3:I[339756,["$2"],"default"]\n9:["$","a",null,{"href":"#main-content","children":"Skip"}]\n';
    const html = `<script>${nextScript(text)}</script>`;
    const compacted = compactFlightScripts(html);
    const quotes = text.split('"').length - 1;
    expect(html.length - compacted.length).toBe(quotes);
  });

  test.each([
    ['the bootstrap script', '<script>(self.__next_f=self.__next_f||[]).push([0])</script>'],
    ['a form-state row', '<script>self.__next_f.push([2,null])</script>'],
    ['a script with attributes', '<script nonce="n">self.__next_f.push([1,"a\\"b"])</script>'],
    ['JSON-LD', '<script type="application/ld+json">{"@type":"Car","name":"A \\"B\\""}</script>'],
    ['an external script', '<script src="/_next/static/chunks/a.js" async=""></script>'],
    ['a literal that is not valid JSON', '<script>self.__next_f.push([1,"\\x41"])</script>'],
  ])('%s is left as it is', (_name, html) => {
    expect(compactFlightScripts(html)).toBe(html);
  });

  test('every payload script of a document is rewritten, the rest of the document kept', () => {
    const html =
      '<!DOCTYPE html><html><head><script src="/a.js"></script></head><body><p>"quoted" text</p>' +
      `<script>${nextScript('1:"$Sreact.fragment"\n')}</script><script>${nextScript('2:["$","p",null,{}]\n')}</script>` +
      '</body></html>';
    expect(compactFlightScripts(html)).toBe(
      '<!DOCTYPE html><html><head><script src="/a.js"></script></head><body><p>"quoted" text</p>' +
        `<script>self.__next_f.push([1,'1:"$Sreact.fragment"\\n'])</script>` +
        `<script>self.__next_f.push([1,'2:["$","p",null,{}]\\n'])</script>` +
        '</body></html>',
    );
  });
});
