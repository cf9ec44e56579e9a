/**
 * Not a swizzle: the Prism that code blocks highlight with, put in place of prism-react-renderer's bundled build by
 * docusaurus.config.ts (`sitePrism`). That build carries some thirty languages, 24 KiB of gzip JavaScript on
 * every page; the docs use ts, tsx, js, jsx, bash and json, which cost 10 KiB with markup and clike, which they
 * extend. A language a page needs is added here, after the ones it extends: without it, its code shows plain.
 */
import type {DefaultProps} from 'prism-react-renderer';
import './manual';
import 'prismjs/components/prism-core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsx';
import 'prismjs/components/prism-tsx';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-json';

// prismjs's components are scripts, not modules: they share the Prism object through the global scope.
const Prism = (globalThis as unknown as {Prism: DefaultProps['Prism']}).Prism;

export default Prism;
