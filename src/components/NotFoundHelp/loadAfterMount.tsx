import React, {useEffect, useState, type ComponentType} from 'react';

/**
 * A component whose code is fetched once it has mounted, and that renders nothing until then. The not-found page
 * uses it for its additions: beta.7's doc layout bundles the not-found page with every doc page (for a missing doc),
 * so whatever the not-found page imports directly is loaded by every doc page. The server HTML stays the stock page.
 */
export function loadAfterMount(load: () => Promise<{default: ComponentType}>): ComponentType {
  return function LoadedAfterMount() {
    const [Loaded, setLoaded] = useState<ComponentType | null>(null);
    useEffect(() => {
      let mounted = true;
      load().then(
        (module) => mounted && setLoaded(() => module.default),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, []);
    return Loaded && <Loaded />;
  };
}
