/**
 * The walls between the parts of the code, checked on the resolved import graph (`npm run walls`, part of
 * `npm run lint`). ESLint keeps the per-file rules (server -> src/domain only, a resource never imports
 * another); what needs the whole graph (cycles) or an allow-list of packages lives here.
 * Type-only imports count: a cycle of types still ties two files' meaning together and blocks moving one.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'Import cycles: two files that need each other cannot be read, tested or lazily loaded apart.',
      from: { path: '^(src|server)/' },
      to: { circular: true },
    },
    {
      name: 'resource-imports-custom',
      severity: 'error',
      comment: 'A resource imports shared screen pieces from src/ui; src/custom holds pages, not a library.',
      from: { path: '^src/resources/' },
      to: { path: '^src/custom/' },
    },
    {
      name: 'domain-allow-list',
      severity: 'error',
      comment:
        'src/domain runs unchanged in the browser and in the API: it imports only itself, zod and libphonenumber-js ' +
        '(and papaparse, the CSV reader). No UI, no Node, no server library.',
      from: { path: '^src/domain/' },
      to: {
        pathNot: ['^src/domain/', '(^|/)node_modules/(zod|libphonenumber-js|papaparse)/'],
      },
    },
    {
      name: 'src-imports-server',
      severity: 'error',
      comment: 'The screens talk to the API over HTTP; src never imports server code.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
