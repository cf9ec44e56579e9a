// beta.7's search theme takes the /search route's component from exactly this file, src/theme/SearchPage/index.js
// (`getSwizzledComponent` in @docusaurus/utils looks for no other name or extension), so the typed page is
// SearchPage.tsx and this file only points to it.
export {default} from './SearchPage';
