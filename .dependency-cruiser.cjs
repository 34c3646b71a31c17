/**
 * Import rules checked by `npm run lint` (docs/ARCHITECTURE.md "Packages and what may import what"):
 * no import cycles; a server module is reached only through its index.ts; web features do not import
 * each other; the universal packages import neither app nor Node built-ins.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Import cycles hide the order modules depend on each other in; break them.',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'server-module-through-index',
      severity: 'error',
      comment:
        'A server module reaches another module only through its index.ts (schemas may reference schemas).',
      from: { path: '^apps/server/src/modules/([^/]+)/', pathNot: '-schema\\.ts$' },
      to: {
        path: '^apps/server/src/modules/[^/]+/(?!index\\.ts$)',
        pathNot: ['^apps/server/src/modules/$1/'],
      },
    },
    {
      name: 'server-wiring-through-index',
      severity: 'error',
      comment: 'App wiring, plugins, jobs and events reach a module only through its index.ts.',
      from: {
        path: '^apps/server/src/',
        pathNot: ['^apps/server/src/modules/', '^apps/server/src/db/schema\\.ts$'],
      },
      to: { path: '^apps/server/src/modules/[^/]+/(?!index\\.ts$)' },
    },
    {
      name: 'schema-index-only-schemas',
      severity: 'error',
      comment: 'db/schema.ts re-exports the tables of each module and nothing else.',
      from: { path: '^apps/server/src/db/schema\\.ts$' },
      to: { path: '^apps/server/src/modules/[^/]+/(?![^/]+-schema\\.ts$)' },
    },
    {
      name: 'web-features-independent',
      severity: 'error',
      comment: 'Web features do not import each other; routes in app/ compose them.',
      from: { path: '^apps/(web|admin)/src/features/([^/]+)/' },
      to: { path: '^apps/(web|admin)/src/features/([^/]+)/', pathNot: '^apps/$1/src/features/$2/' },
    },
    {
      name: 'web-without-zod',
      severity: 'error',
      comment:
        'The player app bundle stays free of zod: it imports route descriptors and contract types only; ' +
        'answer schemas are loaded by dynamic import in development and tests (lib/api-client.ts).',
      from: { path: '^apps/web/src/', pathNot: ['\\.test\\.tsx?$', '^apps/web/src/testing/'] },
      to: {
        path: ['(^|/)node_modules/zod/', '^packages/core/src/(index|routes/index|routes/schemas)\\.ts$'],
        dependencyTypesNot: ['type-only', 'dynamic-import'],
      },
    },
    {
      name: 'admin-staff-schemas-only',
      severity: 'error',
      comment:
        'The back office parses answers with the staff half of the schema index (routes/staff-schemas.ts); ' +
        'the whole index or a barrel would bring every player contract into its bundle.',
      from: { path: '^apps/admin/src/', pathNot: '\\.test\\.tsx?$' },
      to: {
        path: '^packages/core/src/(index|routes/index|routes/schemas|contracts/index)\\.ts$',
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'route-descriptors-plain',
      severity: 'error',
      comment:
        'A route descriptor is plain data: its schemas are a type only (routes/schemas.ts pairs them).',
      from: {
        path: '^packages/core/src/routes/',
        pathNot: ['^packages/core/src/routes/(index|schemas|staff-schemas)\\.ts$', '\\.test\\.ts$'],
      },
      to: {
        path: ['(^|/)node_modules/zod/', '^packages/core/src/contracts/'],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'universal-packages',
      severity: 'error',
      comment: 'packages/core and packages/games are universal: no app code, no Node built-ins.',
      from: { path: '^packages/(core|games)/src/', pathNot: '\\.test\\.ts$' },
      to: { path: ['^apps/', '^node:', '^(fs|path|crypto|os|child_process)$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['dist', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
    },
    moduleSystems: ['es6'],
  },
};
