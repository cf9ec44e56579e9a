import {useEffect, useRef, useState} from 'react';

/**
 * A ref callback for an element at the end of a list, and `onReached` runs each time scrolling down brings the whole
 * element into view (the page's "Fetching new results...": the next page of results is then asked for).
 */
export function useScrolledIntoView(onReached: () => void): (element: HTMLElement | null) => void {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const reached = useRef(onReached);
  reached.current = onReached;
  useEffect(() => {
    if (!element) return undefined;
    let previousTop = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        const top = entry.boundingClientRect.y;
        // Coming into view from below; not when the list grew or the reader scrolls back up past it.
        if (entry.isIntersecting && previousTop > top) reached.current();
        previousTop = top;
      },
      {threshold: 1},
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return setElement;
}
