/**
 * The dependency rule, checked in CI (`npm run lint`): arrows point inward (hosts → adapters,
 * contracts, core; adapters → core; contracts → core), core depends on nothing, nothing depends on
 * hosts. No exceptions are whitelisted. Workspace imports (`@metagame/*`) resolve to their sources
 * through tsconfig.depcruise.json, and packages stay in the graph as leaves, so every rule below
 * sees the arrows it forbids: test/tooling/dependency-gate.test.ts plants one violation per rule
 * and expects `npm run lint` to name it.
 */
const WORKSPACE = '^(core|contracts|adapters|hosts|testkit)/src/';

module.exports = {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment: 'core imports only from itself: no package, no other workspace',
      severity: 'error',
      from: { path: '^core/src/' },
      to: { pathNot: '^core/src/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'core-no-node-builtins',
      comment: 'time, randomness and crypto reach core through ports (Clock, IdGenerator, …)',
      severity: 'error',
      from: { path: '^core/src/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-import-only-core',
      comment: 'contracts use core for constants and enums only; never adapters, hosts or testkit',
      severity: 'error',
      from: { path: '^contracts/src/' },
      to: { path: '^(adapters|hosts|testkit)/src/' },
    },
    {
      name: 'adapters-import-only-core',
      comment: 'adapters implement core ports; they never reach outward to contracts, hosts or testkit',
      severity: 'error',
      from: { path: '^adapters/src/' },
      to: { path: '^(contracts|hosts|testkit)/src/' },
    },
    {
      name: 'nothing-imports-hosts',
      comment: 'hosts are the outermost ring; only testkit (which wires the core for tests) and tests use them',
      severity: 'error',
      from: { path: WORKSPACE, pathNot: '^(hosts|testkit)/src/' },
      to: { path: '^hosts/src/' },
    },
    {
      name: 'frameworks-only-in-hosts',
      comment: 'the web framework, the container and the CLI parser belong to hosts (the composition root)',
      severity: 'error',
      from: { path: '^(adapters|contracts)/src/' },
      to: { path: 'node_modules/(express|inversify|commander|reflect-metadata|helmet|cors)/' },
    },
    {
      name: 'black-box-tests-speak-http',
      comment: 'HTTP and CLI suites test through the published interface: no core or adapters imports',
      severity: 'error',
      from: { path: '^test/(http|cli)/' },
      to: { path: '^(core|adapters)/src/' },
    },
    {
      name: 'web-app-imports-only-itself',
      comment:
        'the web app runs in the browser and knows the API only through its generated types: no workspace, no node built-in',
      severity: 'error',
      from: { path: '^hosts/web/src/' },
      to: {
        pathNot: '^hosts/web/src/|node_modules/',
        dependencyTypesNot: ['npm', 'npm-dev', 'npm-no-pkg', 'npm-unknown'],
      },
    },
    {
      name: 'migrations-are-frozen',
      comment:
        'a migration records one day of the schema: it carries its own SQL and imports nothing of the project outside its folder, so editing live code never changes what a fresh database is migrated to',
      severity: 'error',
      from: { path: '^adapters/src/sql/migrations/' },
      to: {
        path: '^(core|contracts|adapters|hosts|testkit|test)/',
        pathNot: '^adapters/src/sql/migrations/|/node_modules/',
      },
    },
    { name: 'no-circular', severity: 'error', from: { path: WORKSPACE }, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // test/node_modules holds the test workspace's own packages, not code to cruise.
    exclude: { path: '(^|/)dist/|^test/node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    combinedDependencies: true,
  },
};
