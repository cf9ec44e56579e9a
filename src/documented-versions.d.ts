// Replaced at build time by plugins/documented-versions.ts with the installed packages' versions.
declare const RTK_VERSION: string;
declare const REACT_REDUX_VERSION: string;
