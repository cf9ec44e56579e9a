/**
 * The site's browser entry in production builds, in place of Docusaurus beta.7's own clientEntry.js
 * (plugins/route-load-in-own-task.ts swaps it in; dev builds keep core's, with its hot reloading).
 *
 * It does what core's entry does in production, with one difference: the route's chunks are requested in a task
 * of their own, not inside main.js's evaluation. Core requests them while main.js runs, so that task also carries
 * matching the route and inserting one script element per chunk (before each, webpack's loader looks for the
 * chunk among the document's script elements, and collecting them walks the whole document, so it costs more on
 * a long page). On a phone that made main.js's task one of a page load's long tasks: at 4× CPU slowdown on
 * /api/createSlice, main.js's evaluation took 86 ms with the chunk requests and takes 56 ms without them.
 * Hydration still waits for the chunks, as before. One thing differs for scripts and tests: the chunks are
 * requested in a task after DOMContentLoaded, when `load` may already have fired, so `load` no longer implies
 * that React has hydrated the page.
 */
import React from 'react';
import {hydrate} from 'react-dom';
import {BrowserRouter} from '@docusaurus/router';
import routes from '@generated/routes';
import App from '@docusaurus/core/lib/client/App';
import preload from '@docusaurus/core/lib/client/preload';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
// Declares `window.docusaurus`.
import type {} from '@docusaurus/core/lib/client/exports/Link';

window.docusaurus = docusaurus;
setTimeout(() => {
  void preload(routes, window.location.pathname).then(() =>
    hydrate(
      <BrowserRouter>
        <App />
      </BrowserRouter>,
      document.getElementById('__docusaurus'),
    ),
  );
});
