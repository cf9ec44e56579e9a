// Which error code a not-found URL asks about: RTK's production errors link to /Errors?code=N.

export type ErrorCodeRequest =
  /** Not an error-code URL: the path is not /Errors, or there is no `code` parameter. */
  | {kind: 'none'}
  /** A `code` that is not a whole number, as given. */
  | {kind: 'malformed'; given: string}
  | {kind: 'code'; code: number};

/** The path matches in any case, with or without a trailing slash, as static hosts may add one. */
export function errorCodeFromUrl(pathname: string, search: string): ErrorCodeRequest {
  if (!/^\/errors\/?$/i.test(pathname)) return {kind: 'none'};
  const given = new URLSearchParams(search).get('code');
  if (given === null) return {kind: 'none'};
  return /^\d{1,4}$/.test(given.trim()) ? {kind: 'code', code: Number(given.trim())} : {kind: 'malformed', given};
}
