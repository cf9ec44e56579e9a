// The site itself runs React 17 and its packages sit at the top of the npm workspace, so a CommonJS package that
// npm hoisted there (use-sync-external-store, which react-redux calls) would `require('react')` and get React 17,
// while the page's components get the examples' React 19: two Reacts, and every hook fails. Every request for
// React or React DOM is resolved from the examples workspace instead. Node has no public hook for CommonJS
// resolution in version 20, so this wraps `Module._resolveFilename`; nothing else in the project does.
import Module from 'node:module';
import path from 'node:path';

type Resolve = (request: string, parent: unknown, isMain: boolean, options?: {paths?: string[]}) => string;
const cjs = Module as unknown as {_resolveFilename: Resolve};

const examplesDir = path.resolve(__dirname, '../..');
const resolve = cjs._resolveFilename;
const REACT_REQUEST = /^react(-dom)?(\/|$)/;

cjs._resolveFilename = function resolveReactFromExamples(request, parent, isMain, options) {
  return REACT_REQUEST.test(request)
    ? resolve.call(this, request, parent, isMain, {paths: [examplesDir]})
    : resolve.call(this, request, parent, isMain, options);
};
