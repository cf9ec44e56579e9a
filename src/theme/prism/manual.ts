// Imported before prismjs's core, which reads it when it loads: without `manual`, Prism would re-highlight every
// `language-*` element of the page on DOMContentLoaded, under React's feet.
(globalThis as {Prism?: object}).Prism = {manual: true};

export {};
