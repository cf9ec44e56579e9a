/**
 * The Prism that code blocks are highlighted with, at build time (see highlight-code.ts): the browser runs no
 * highlighter. The docs use ts, tsx, js, jsx, bash and json, which extend markup and clike. A language a page
 * needs is added here, after the ones it extends: without it, its code shows plain.
 */
import 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';
import type {DefaultProps} from 'prism-react-renderer';

// prismjs's components are scripts, not modules: they share the Prism object through the global scope.
const Prism = (globalThis as unknown as {Prism: DefaultProps['Prism']}).Prism;

export default Prism;
