/**
 * The layers' rules (docs/architecture.md), checked by `npm run check`: the domain stands alone,
 * the web reaches the server only through its *.server.ts modules, and no module imports itself
 * back through others.
 */
module.exports = {
  forbidden: [
    {
      name: 'domain-stands-alone',
      comment: 'src/domain is shared by the server and the browser: it imports nothing of either.',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^src/(server|web)/' },
    },
    {
      name: 'web-reaches-server-through-server-modules',
      comment: 'Only *.server.ts modules (never bundled for the browser) import server code.',
      severity: 'error',
      from: { path: '^src/web/', pathNot: '\\.server\\.tsx?$' },
      to: { path: '^src/server/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-cycles',
      comment: 'A cycle runs one module before another it needs is ready; type-only imports run nothing.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
