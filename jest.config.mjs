// Unit and component tests of the frontend packages (the API server has its own node:test suite).
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

export default {
  testEnvironment: 'jest-fixed-jsdom',
  roots: [
    '<rootDir>/shared',
    '<rootDir>/shell',
    '<rootDir>/mfe-public',
    '<rootDir>/mfe-articles',
    '<rootDir>/mfe-client',
    '<rootDir>/mfe-admin',
  ],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
  transform: { '^.+\\.(t|j)sx?$': swcTransform },
  // sanitize-html's parser (tested in Node for the shell server's render) ships ES modules only.
  transformIgnorePatterns: [
    '/node_modules/(?!.pnpm)(?!(@oddslab|htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/)',
  ],
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  moduleNameMapper: {
    '\\.(css|png|jpg|jpeg|svg|webp)$': '<rootDir>/tooling/jest/file-stub.cjs',
    // apexcharts needs SVG layout that jsdom lacks; the stub renders the chart's data instead.
    '^react-apexcharts$': '<rootDir>/shared/src/testing/react-apexcharts-stub.cjs',
  },
};
