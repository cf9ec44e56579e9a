import React from 'react';
import {Context} from '@docusaurus/core/lib/client/exports/docusaurusContext';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

// Why this reaches into Docusaurus internals: beta.7's stock search bar passes `themeConfig.algolia` to DocSearch as
// its props, after its own, and has no other way in. DocSearch's extension points (`transformSearchClient`, the
// footer, the translations) are functions and components, which the serialized site config cannot carry. So the
// stock bar is rendered in a copy of the site context whose `themeConfig.algolia` carries them as well.

export default function WithDocSearchProps({
  props,
  children,
}: {
  props: Record<string, unknown>;
  children: React.ReactNode;
}): JSX.Element {
  const context = useDocusaurusContext();
  const {themeConfig} = context.siteConfig;
  const algolia = {...(themeConfig.algolia as Record<string, unknown>), ...props};
  const value = {...context, siteConfig: {...context.siteConfig, themeConfig: {...themeConfig, algolia}}};
  return <Context.Provider value={value}>{children}</Context.Provider>;
}
