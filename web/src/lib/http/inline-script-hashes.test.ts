import { createHash } from 'node:crypto';
import { inlineScriptHashes, inlineScripts } from './inline-script-hashes';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('inline scripts of a document', () => {
  const html =
    '<html><head><script src="/_next/static/a.js" async=""></script><script>self.__next_f=[]</script></head>' +
    '<body><script type="application/ld+json">{"@type":"Car"}</script><script>self.__next_f.push([1,"é"])</script>' +
    '<SCRIPT>x()</SCRIPT><script></script><script src=/b.js></script></body></html>';

  test('every script without src, its exact text, case-insensitive tags; empty ones skipped', () => {
    expect(inlineScripts(html)).toEqual(['self.__next_f=[]', '{"@type":"Car"}', 'self.__next_f.push([1,"é"])', 'x()']);
  });

  test('hashes are SHA-256 of the UTF-8 text, each once', () => {
    const doubled = `${html}<script>x()</script>`;
    expect(inlineScriptHashes(doubled, sha)).toEqual(inlineScripts(html).map(sha));
  });
});
