import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Lint rules; the layering rule itself is enforced by dependency-cruiser (.dependency-cruiser.cjs). */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'test/generated/**',
      'hosts/web/src/api/openapi.d.ts',
      'test/browser/screenshots/**',
      'bench/results/**',
      '.turbo/**',
    ],
  },
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'No default exports: every name must be searchable.' },
      ],
    },
  },
  {
    files: ['core/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(?![.]{1,2}/)', message: 'core imports only from itself, no package.' }] },
      ],
    },
  },
  // The web app: React's rules of hooks (and the React Compiler's checks of purity and state).
  { files: ['hosts/web/src/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  { files: ['**/*.config.ts', 'eslint.config.js', 'scripts/**', 'bench/**'], rules: { 'no-restricted-syntax': 'off' } },
);
