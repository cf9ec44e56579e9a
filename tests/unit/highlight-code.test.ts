import {test} from 'node:test';
import assert from 'node:assert/strict';
import {highlightCode} from '../../plugins/highlight-code';

// The build-time highlighter that every code block of the site is shown with (plugins/highlight-code.ts).

test('tokens become spans with Prism class names, plain text stays bare and everything is escaped', () => {
  const {html, lineCount} = highlightCode("const a = b < c && '<b>'\nexport {a}", 'ts', null);
  assert.equal(lineCount, 2);
  assert.match(html, /^<span class="token keyword">const<\/span> a <span class="token operator">=<\/span> b /);
  assert.match(html, /<span class="token string">'&lt;b&gt;'<\/span>\n/);
  assert.match(html, /<span class="token operator">&lt;<\/span> c <span class="token operator">&amp;&amp;<\/span>/);
  assert.doesNotMatch(html, /<b>/);
  assert.ok(html.endsWith('\n'), 'every line ends with a line feed, the last one too');
});

test('adjacent tokens of one kind share a span', () => {
  const {html} = highlightCode('a.b.c', 'js', null);
  assert.equal((html.match(/<span/g) ?? []).length, 2, html);
});

test('a line range in the meta string marks those lines', () => {
  const {html} = highlightCode('one\ntwo\nthree\nfour', 'js', 'title="x.js" {2-3}');
  const marked = [...html.matchAll(/<span class="token-line docusaurus-highlight-code-line">(.*?)\n<\/span>/g)];
  assert.deepEqual(
    marked.map((match) => match[1]),
    ['two', 'three'],
  );
});

test('highlight comments mark lines and leave the code', () => {
  const source = ['// highlight-next-line', 'a()', 'b()', '// highlight-start', 'c()', 'd()', '// highlight-end'].join('\n');
  const {html, lineCount} = highlightCode(source, 'js', null);
  assert.equal(lineCount, 4);
  assert.doesNotMatch(html, /highlight-(next-line|start|end)/);
  const marked = [...html.matchAll(/<span class="token-line docusaurus-highlight-code-line">/g)];
  assert.equal(marked.length, 3, html);
  assert.match(html, /^<span class="token-line docusaurus-highlight-code-line">/);
});

test('a language Prism does not know shows as plain, escaped text', () => {
  const {html} = highlightCode('<tag> & more', 'klingon', null);
  assert.equal(html, '&lt;tag&gt; &amp; more\n');
});
