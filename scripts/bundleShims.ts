import type { Plugin } from 'vite';

// Two imports of our dependencies that only old browsers or another kind of app need, replaced at build
// time so that the first page does not download them (issue 25: at most 250 kB of JavaScript for the
// sign-in and the dashboard). The unit tests run without this plugin, on the packages as they are.
//
// 1. react-admin's router adapter (ra-core routing/adapters/reactRouterProvider.js) imports react-router's
//    data router (createHashRouter, RouterProvider) for an app that is not already inside a router: it then
//    makes a hash router of its own. App always renders react-admin inside its BrowserRouter (clean URLs,
//    src/App.tsx), so that branch never runs; its import kept react-router's whole data router (about
//    14 kB compressed) on the first page. Here it gets stand-ins that say so if they are ever called.
// 2. node-polyglot (react-admin's translations) requires `object.entries`, a polyfill with its own
//    dependency tree (get-intrinsic, call-bind, …, about 4 kB compressed) for browsers without
//    Object.entries; every browser this app supports has it.

const ROUTER_ADAPTER = /ra-core\/dist\/routing\/adapters\/reactRouterProvider\.js$/;
const ROUTER_SHIM = '\0bakery-router-without-data-router';
const ENTRIES_SHIM = '\0bakery-object-entries';

export function bundleShims(): Plugin {
  return {
    name: 'bakery-bundle-shims',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-router-dom' && importer && ROUTER_ADAPTER.test(importer.split('\\').join('/'))) return ROUTER_SHIM;
      if (source === 'object.entries') return ENTRIES_SHIM;
      return undefined;
    },
    load(id) {
      if (id === ROUTER_SHIM) {
        return [
          "export * from 'react-router-dom';",
          'const outsideARouter = () => {',
          "  throw new Error('react-admin was rendered outside a router: src/App.tsx renders it inside its BrowserRouter');",
          '};',
          'export const createHashRouter = outsideARouter;',
          'export const RouterProvider = outsideARouter;',
        ].join('\n');
      }
      if (id === ENTRIES_SHIM) return 'module.exports = Object.entries;';
      return undefined;
    },
  };
}
