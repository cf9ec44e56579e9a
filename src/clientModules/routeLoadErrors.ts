import routes from '@generated/routes';

// Why this reaches into Docusaurus internals: beta.7 preloads a route's code before it renders it (on entry,
// before hydration; on navigation, before switching pages) and gives up silently when a chunk fails: on entry
// the page never becomes interactive, on navigation the URL changes while the old page stays. The route loader
// (react-loadable with `@theme/Loading`) already knows how to show the error with a Retry button, so we let the
// preload settle instead of reject, and the route renders its loader in the error state.
// Client modules are imported before Docusaurus starts its first preload, so every preload goes through here.

type RouteList = typeof routes;
type Preloadable = {preload?: () => Promise<unknown>};

function settlePreloads(routeList: RouteList): void {
  for (const route of routeList) {
    const component = route.component as Preloadable;
    const preload = component.preload;
    if (preload) component.preload = () => preload().catch(() => undefined);
    if (route.routes) settlePreloads(route.routes);
  }
}

settlePreloads(routes);
