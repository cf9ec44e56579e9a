// How long a query may be, in both search UIs, and what they say when a query was longer. Its own module so that
// the UIs read it without loading the local engine.

/** A query longer than this is cut: a pasted page of text would otherwise cost seconds of fuzzy matching. */
export const maxQueryLength = 256;

/** DocSearch 3.9's modal input takes no more than this (its input's fixed `maxLength`). */
export const modalQueryLength = 64;

/** What the UIs say, for screen readers too, when the reader's text was longer than a query may be. */
export function queryCutText(length: number): string {
  return `Your search was too long: only its first ${length} characters are searched.`;
}
