// A Markdown file imported by a page is a React component (MDX 1), as the landing page's example partial is.
declare module '*.md' {
  const MDXContent: () => JSX.Element;
  export default MDXContent;
}
