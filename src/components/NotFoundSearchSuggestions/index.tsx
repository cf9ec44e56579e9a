import React, {useEffect, useState} from 'react';

type SuggestionsModule = typeof import('./Suggestions');

/**
 * The not-found page's search suggestions (./Suggestions), loaded once the page shows: docs pages bundle the
 * not-found page too (for a missing doc), and must not load the search code with them.
 */
export default function NotFoundSearchSuggestions(): JSX.Element | null {
  const [Suggestions, setSuggestions] = useState<SuggestionsModule['default'] | null>(null);
  useEffect(() => {
    void import('./Suggestions').then((module) => setSuggestions(() => module.default));
  }, []);
  return Suggestions && <Suggestions />;
}
