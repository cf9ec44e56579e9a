/**
 * The islands of a doc page's content: the parts a reader can use (each tab group, and each code block outside a
 * tab group), which React takes over one by one while the prose stays server HTML.
 *
 * Each island's React element is found in the MDX content's element tree, without rendering it: the compiled MDX
 * component is a plain function (no hooks) that returns the page's elements, and the islands are the elements of
 * the tab components and of `pre` (a fenced code block), in document order, the same order as their server HTML.
 */
import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';

/** The outermost element each island rendered on the server (Tabs's and CodeBlock's root). */
const islandRoots = '.tabs-container, .theme-code-block';

interface MdxProps {
  children?: ReactNode;
  mdxType?: string;
  originalType?: unknown;
  groupId?: string;
  value?: string;
}

type MdxContent = ((props: object) => ReactNode) & {isMDXComponent?: boolean};

export interface Island {
  /** The island's server HTML, until React takes it over. */
  node: HTMLElement;
  element: ReactElement<MdxProps>;
  /** A tab group's `groupId`. */
  groupId?: string;
  /** A tab group's tab values. */
  values: string[];
  /** The value of the tab the server HTML shows. */
  shownValue?: string;
}

function isMdxContent(element: ReactElement): element is ReactElement & {type: MdxContent} {
  return typeof element.type === 'function' && (element.type as MdxContent).isMDXComponent === true;
}

/**
 * The content's top-level elements: an MDX content element becomes the elements its layout wraps (the page's
 * blocks), so that a long page can be rendered a part at a time.
 */
export function contentBlocks(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) => {
    if (!isValidElement(child) || !isMdxContent(child)) return [child];
    const layout = child.type(child.props as object);
    return isValidElement<MdxProps>(layout) ? Children.toArray(layout.props.children) : [layout];
  });
}

function islandElements(children: ReactNode): ReactElement<MdxProps>[] {
  const found: ReactElement<MdxProps>[] = [];
  const visit = (node: ReactNode): void => {
    if (!isValidElement<MdxProps>(node)) {
      if (Array.isArray(node)) node.forEach(visit);
      return;
    }
    if (node.props.originalType === Tabs || node.props.mdxType === 'pre') found.push(node);
    else Children.forEach(node.props.children, visit);
  };
  contentBlocks(children).forEach(visit);
  return found;
}

/** The islands of `content` (server HTML), matched with their elements; undefined when the two do not match. */
export function findIslands(content: HTMLElement, children: ReactNode): Island[] | undefined {
  const nodes = [...content.querySelectorAll<HTMLElement>(islandRoots)].filter(
    (node) => !node.parentElement?.closest(islandRoots),
  );
  const elements = islandElements(children);
  if (nodes.length !== elements.length) return undefined;
  return elements.map((element, index) => {
    const isTabs = element.props.originalType === Tabs;
    const tabValues = isTabs
      ? Children.map(element.props.children, (tab) => (isValidElement<MdxProps>(tab) ? tab.props.value : undefined))
      : undefined;
    const values = (tabValues ?? []).filter((value): value is string => typeof value === 'string');
    const tabs = [...nodes[index].querySelectorAll('[role="tab"]')];
    const shown = tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
    return {node: nodes[index], element, groupId: isTabs ? element.props.groupId : undefined, values, shownValue: values[shown]};
  });
}
