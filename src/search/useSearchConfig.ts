import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {DocusaurusConfig} from '@docusaurus/types';

export interface SearchConfig {
  /** Whether Algolia answers searches: an application is configured (docusaurus.config.ts). */
  algolia: boolean;
  /** The local index's `search-index.json`. */
  manifestUrl: string;
}

export function searchConfig(siteConfig: DocusaurusConfig): SearchConfig {
  return {
    algolia: siteConfig.customFields?.searchService === 'algolia',
    manifestUrl: `${siteConfig.baseUrl}search-index.json`,
  };
}

export function useSearchConfig(): SearchConfig {
  return searchConfig(useDocusaurusContext().siteConfig);
}
