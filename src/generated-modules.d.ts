// Data that plugins write into .docusaurus/ at build time, read through Docusaurus's `@generated` alias.
declare module '@generated/rtk-error-codes/default/error-codes.json' {
  import type {ErrorCodeEntry} from '@site/plugins/error-codes/error-code-entries';
  const entries: ErrorCodeEntry[];
  export default entries;
}
