import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** Whether Algolia answers searches (an application is configured, see docusaurus.config.ts), and the local index. */
export function useSearchConfig(): {algolia: boolean; manifestUrl: string} {
  const {siteConfig} = useDocusaurusContext();
  return {
    algolia: siteConfig.customFields?.searchService === 'algolia',
    manifestUrl: useBaseUrl('/search-index.json'),
  };
}
