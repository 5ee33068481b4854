/**
 * The dependency rule of STYLE §1, checked in CI (`npm run lint`): arrows point inward, core depends
 * on nothing, nothing depends on hosts. No exceptions are whitelisted.
 */
module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      comment: 'core imports only from itself and node built-ins',
      severity: 'error',
      from: { path: '^core/src' },
      to: { pathNot: ['^core/src'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'core-no-node-io',
      comment: 'time, randomness and crypto reach core through ports',
      severity: 'error',
      from: { path: '^core/src' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'contracts-only-core',
      severity: 'error',
      from: { path: '^contracts/src' },
      to: { path: '^(adapters|hosts|testkit)/' },
    },
    {
      name: 'adapters-not-outward',
      severity: 'error',
      from: { path: '^adapters/src' },
      to: { path: '^(hosts|contracts|testkit)/' },
    },
    {
      name: 'nothing-imports-hosts',
      severity: 'error',
      from: { pathNot: '^(hosts|testkit|test|scripts|bench)/' },
      to: { path: '^hosts/' },
    },
    {
      name: 'container-only-in-hosts',
      comment: 'the inversify container (composition root) lives in hosts only',
      severity: 'error',
      from: { path: '^(core|adapters|contracts)/' },
      to: { path: 'node_modules/(inversify|express|commander)' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
    combinedDependencies: true,
  },
};
