import {useEffect, useState} from 'react';

/**
 * How many times the text typed or pasted into DocSearch's input has been cut by the input's `maxLength` (which
 * the browser does silently), or 0 when the last edit fitted. Read from `beforeinput`, the last moment the whole
 * text is known: DocSearch has no hook for it. A count rather than a flag, so a second cut can be announced anew.
 */
export function useModalQueryCut(): number {
  const [cuts, setCuts] = useState(0);
  useEffect(() => {
    const onBeforeInput = (event: InputEvent) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || !input.classList.contains('DocSearch-Input')) return;
      const inserted = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      const replaced = (input.selectionEnd ?? 0) - (input.selectionStart ?? 0);
      const cut = input.maxLength > 0 && input.value.length - replaced + inserted.length > input.maxLength;
      setCuts((count) => (cut ? count + 1 : 0));
    };
    document.addEventListener('beforeinput', onBeforeInput, true);
    return () => document.removeEventListener('beforeinput', onBeforeInput, true);
  }, []);
  return cuts;
}
