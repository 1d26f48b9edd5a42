// Many dependencies (NestJS 12 among them) ship ES modules only, which Jest on Node 20 cannot
// require; SWC turns them into CommonJS. Known CommonJS-only heavyweights are left alone for speed.
const COMMONJS_PACKAGES = [
  'sequelize',
  'pg',
  'pg-.*',
  'sqlite3',
  'lodash',
  'moment',
  'moment-timezone',
  'typescript',
  '@swc',
  'iconv-lite',
  'validator',
  'libphonenumber-js',
  'rxjs',
];

const transform = {
  '^.+\\.(t|j|mj)s$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', decorators: true },
        transform: { legacyDecorator: true, decoratorMetadata: true },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(${COMMONJS_PACKAGES.join('|')})/`],
  moduleFileExtensions: ['ts', 'js', 'mjs', 'json'],
  testEnvironment: 'node',
  // Jest 30's default 'soft' clean-up of globals between files can recurse without end when a
  // library writes to a global it left behind (jestjs/jest#16044); nothing here relies on it.
  testEnvironmentOptions: { globalsCleanup: 'off' },
  testTimeout: 20_000,
  rootDir: __dirname,
};

// Passwords hash at the tests' cheap cost in these projects, but for the files that call keepRealPasswordHash
// (they time hashes or share them with Better Auth); examples and deploy start their own processes at the real cost.
const fastPasswordHash = { setupFiles: ['<rootDir>/test/support/fast-password-hash.ts'] };

module.exports = {
  // Also set globally: with --selectProjects, Jest may apply the global default (5 s) to hooks.
  testTimeout: common.testTimeout,
  // Each file boots whole apps, and part of every file's module graph outlives it (about 60-90 MB a
  // file); a worker past this size is replaced between files, so a long run never reaches the heap limit.
  workerIdleMemoryLimit: '1GB',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...common, displayName: 'contracts', testMatch: ['<rootDir>/test/contracts/**/*.spec.ts'] },
    // Services on their real repositories and a real database, built directly: no HTTP, no Nest application.
    {
      ...common,
      ...fastPasswordHash,
      displayName: 'medium',
      testMatch: ['<rootDir>/test/medium/**/*.medium-spec.ts'],
    },
    {
      ...common,
      ...fastPasswordHash,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-suite.ts'],
      // One CLI build for the run's files that run the CLI as a process (test/support/cli.ts).
      globalSetup: '<rootDir>/test/support/cli-build.global-setup.ts',
      globalTeardown: '<rootDir>/test/support/cli-build.global-teardown.ts',
    },
    {
      ...common,
      ...fastPasswordHash,
      displayName: 'client',
      testMatch: ['<rootDir>/test/client/**/*.client-suite.ts'],
    },
    // The built dashboard in Debian's Chromium, against the real service.
    {
      ...common,
      ...fastPasswordHash,
      displayName: 'dashboard',
      testMatch: ['<rootDir>/test/dashboard/**/*.dashboard-suite.ts'],
    },
    // The integration examples in examples/, each as its own process against a real service.
    { ...common, displayName: 'examples', testMatch: ['<rootDir>/test/examples/**/*.examples-spec.ts'] },
    // The deployment files and the release folder, once: the built service started as a release.
    { ...common, displayName: 'deploy', testMatch: ['<rootDir>/test/deploy/**/*.deploy-spec.ts'] },
    // The built service as separate processes behind nginx, on PostgreSQL and Redis.
    { ...common, displayName: 'scale-out', testMatch: ['<rootDir>/test/scale-out/**/*.scale-spec.ts'] },
  ],
};
