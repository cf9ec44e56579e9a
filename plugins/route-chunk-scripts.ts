// Each page's HTML names the scripts of its own route, so they download with the page instead of after main.js.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, RouteConfig} from '@docusaurus/types';
import {simpleHash} from '@docusaurus/utils';
import {matchPath} from 'react-router';
import type {Compiler} from 'webpack';

type ChunkNames = string | null | ChunkNames[] | {[key: string]: ChunkNames};

function chunkNamesIn(value: ChunkNames): string[] {
  if (value === null) return [];
  if (typeof value === 'string') return [value];
  return (Array.isArray(value) ? value : Object.values(value)).flatMap(chunkNamesIn);
}

// Docusaurus keys a route's chunk names by its path and a hash of its config (core's server/routes.ts).
function routeChunkNames(route: RouteConfig, routesChunkNames: Record<string, ChunkNames>): string[] {
  const key = `${route.path}-${simpleHash(JSON.stringify(route), 3)}`;
  const names = routesChunkNames[key];
  if (names === undefined) throw new Error(`route-chunk-scripts: no chunk names for route ${key}`);
  return chunkNamesIn(names);
}

// The routes the client's preload matches for a path, outermost first: react-router-config's matchRoutes, whose
// types want components where Docusaurus's route configs have module paths. Docusaurus sets no `strict` or
// `sensitive` on its routes, and every route has a path.
function matchedRoutes(routes: RouteConfig[], pathname: string): RouteConfig[] {
  const route = routes.find(({path: routePath, exact}) => matchPath(pathname, {path: routePath, exact}));
  return route ? [route, ...matchedRoutes(route.routes ?? [], pathname)] : [];
}

function chunkFilesOf(chunkName: string, filesByChunkName: Map<string, string[]>): string[] {
  const files = filesByChunkName.get(chunkName);
  if (files === undefined) throw new Error(`route-chunk-scripts: webpack built no chunk named ${chunkName}`);
  return files;
}

function htmlFile(outDir: string, routePath: string, baseUrl: string): string {
  const relative = routePath.slice(baseUrl.length);
  return relative.endsWith('.html') ? path.join(outDir, relative) : path.join(outDir, relative, 'index.html');
}

/**
 * beta.7's client loads a page's route chunks (its layout, its doc component, its content and their shared code)
 * only once main.js runs: main.js's task then creates a script element per chunk, and the chunks start to download
 * a network round trip after it. Its server renderer means to list them in the HTML, but under webpack 5 its
 * loadable manifest keys chunks by chunk name or id while the renderer looks them up by module path, so the list
 * comes out empty. After the build, this plugin adds each route's chunks to its HTML as deferred scripts after
 * main.js: they download while the page is parsed, run after main.js in order, and webpack's loader finds each by
 * its `src` and waits for it instead of adding another. Production builds only (dev builds have no HTML files).
 * Generic in its content type only because beta.7's plugin type asks for it.
 */
export function routeChunkScripts<Content>(): Plugin<Content> {
  const filesByChunkName = new Map<string, string[]>();
  const recordChunkGroups = {
    apply(compiler: Compiler) {
      compiler.hooks.done.tap('route-chunk-scripts', ({compilation}) => {
        for (const [name, group] of compilation.namedChunkGroups) {
          filesByChunkName.set(name, group.getFiles().filter((file) => file.endsWith('.js')));
        }
      });
    },
  };
  return {
    name: 'route-chunk-scripts',
    configureWebpack: (config, isServer) =>
      isServer || config.mode !== 'production' ? {} : {plugins: [recordChunkGroups]},
    async postBuild({outDir, routes, routesPaths, generatedFilesDir, baseUrl}) {
      const routesChunkNames = JSON.parse(
        await fs.readFile(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
      ) as Record<string, ChunkNames>;
      await Promise.all(
        routesPaths.map(async (routePath) => {
          const file = htmlFile(outDir, routePath, baseUrl);
          const html = await fs.readFile(file, 'utf8');
          const chunkFiles = matchedRoutes(routes, routePath)
            .flatMap((route) => routeChunkNames(route, routesChunkNames))
            .flatMap((name) => chunkFilesOf(name, filesByChunkName));
          const scripts = [...new Set(chunkFiles)]
            .map((chunkFile) => `${baseUrl}${chunkFile}`)
            .filter((src) => !html.includes(`src="${src}"`))
            .map((src) => `<script src="${src}" defer="defer"></script>`);
          await fs.writeFile(file, html.replace('</head>', `${scripts.join('')}</head>`));
        }),
      );
    },
  };
}
