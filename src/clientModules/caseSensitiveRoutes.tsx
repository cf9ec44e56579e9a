import React from 'react';
import routes from '@generated/routes';
import {matchPath, type RouteComponentProps} from '@docusaurus/router';

// Why this reaches into Docusaurus internals: the spec's routes are exact, and every other path shows the
// not-found page. A static host serves `404.html` for `/api/createslice`, but beta.7 matches routes with React
// Router's default, which ignores case, so after hydration the client rendered createSlice's page over the
// not-found page's HTML, and `/Search` became the search page. No plugin option sets the case; the generated
// route objects are where beta.7 reads its matching rules from, and client modules are imported before the first
// match.
// - `sensitive` makes `matchPath` match case wherever it is given a route object: preloading a route's chunks,
//   and the docs layout's lookup of its page (which shows the not-found page when none matches).
// - The top-level `<Switch>` (react-router-config's `renderRoutes`) does not pass `sensitive` on, so each top-level
//   route renders the route a case-sensitive switch would have chosen: itself, or the first later route that
//   matches (the docs layout, or the catch-all), the same one the preload fetched.

type Route = (typeof routes)[number] & {
  sensitive?: boolean;
  render?: (props: RouteComponentProps) => React.ReactNode;
};

function matchCase(routeList: readonly Route[]): void {
  for (const route of routeList) {
    route.sensitive = true;
    if (route.routes) matchCase(route.routes);
  }
}

function fallThroughOnCase(topLevel: readonly Route[]): void {
  topLevel.forEach((route, index) => {
    route.render = (props) => {
      const chosen =
        topLevel.slice(index).find((candidate) => matchPath(props.location.pathname, candidate)) ?? route;
      const Component = chosen.component as React.ComponentType<RouteComponentProps & {route: Route}>;
      return <Component {...props} route={chosen} />;
    };
  });
}

matchCase(routes);
fallThroughOnCase(routes);
