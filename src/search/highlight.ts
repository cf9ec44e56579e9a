// Word matching, highlighting and snippets the way Algolia does them: the local search answers with them, and the
// Algolia double of the browser tests too.

export interface Tags {
  pre: string;
  post: string;
}

export interface Highlighted {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

interface Token {
  text: string;
  start: number;
  end: number;
}

// Letters, digits and `_` (the index's separatorsToIndex) make words; everything else separates them.
const wordPattern = /[\p{L}\p{N}_]+/gu;

function tokens(text: string): Token[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    text: match[0],
    start: match.index ?? 0,
    end: (match.index ?? 0) + match[0].length,
  }));
}

/** The words of a query, lower-cased. */
export function queryWords(query: string): string[] {
  return tokens(query.toLowerCase()).map((token) => token.text);
}

/**
 * How a word of the text matches a query word: `exact` (plurals count, as with ignorePlurals), `prefix` (only
 * for the last query word, which the reader may still be typing), or not at all. Returns the matched length.
 */
export function matchWord(
  word: string,
  queryWord: string,
  isLastQueryWord: boolean,
): {kind: 'exact' | 'prefix'; length: number} | undefined {
  const lower = word.toLowerCase();
  if (lower === queryWord || lower === `${queryWord}s` || `${lower}s` === queryWord) {
    return {kind: 'exact', length: word.length};
  }
  if (isLastQueryWord && lower.startsWith(queryWord)) return {kind: 'prefix', length: queryWord.length};
  return undefined;
}

/** The words of `text`, as written. */
export function textWords(text: string): string[] {
  return tokens(text).map((token) => token.text);
}

const entities: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char]);
}

/** The text with HTML escaped and every matching word wrapped in the tags, as in `_highlightResult`. */
export function highlight(text: string, words: string[], tags: Tags): Highlighted {
  return mark(text, tokens(text), words, tags);
}

/**
 * About `length` words of the text around its first match, as in `_snippetResult`, with `ellipsis` where the
 * text was cut.
 */
export function snippet(text: string, words: string[], length: number, tags: Tags, ellipsis: string): Highlighted {
  const all = tokens(text);
  if (all.length <= length) return highlight(text, words, tags);
  const first = all.findIndex((token) => words.some((word, i) => matchWord(token.text, word, i === words.length - 1)));
  const startIndex = Math.max(0, Math.min(first - 2, all.length - length));
  const endIndex = startIndex + length;
  const from = startIndex === 0 ? 0 : all[startIndex].start;
  const to = endIndex >= all.length ? text.length : all[endIndex - 1].end;
  const marked = mark(text.slice(from, to), tokens(text.slice(from, to)), words, tags);
  return {
    ...marked,
    value: `${from > 0 ? ellipsis : ''}${marked.value}${to < text.length ? ellipsis : ''}`,
  };
}

function mark(text: string, textTokens: Token[], words: string[], tags: Tags): Highlighted {
  const matched = new Set<string>();
  let value = '';
  let position = 0;
  for (const token of textTokens) {
    const hit = words
      .map((word, i) => ({word, match: matchWord(token.text, word, i === words.length - 1)}))
      .find(({match}) => match);
    if (!hit?.match) continue;
    matched.add(hit.word);
    const markedEnd = token.start + hit.match.length;
    value += escapeHtml(text.slice(position, token.start));
    value += `${tags.pre}${escapeHtml(text.slice(token.start, markedEnd))}${tags.post}`;
    position = markedEnd;
  }
  value += escapeHtml(text.slice(position));
  const matchLevel = matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial';
  return {value, matchLevel, matchedWords: [...matched]};
}
