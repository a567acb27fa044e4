import { defineConfig } from 'vitest/config';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import mdx from '@mdx-js/rollup';
import remarkGfm from 'remark-gfm';
import remarkFrenchTypography from './src/content/remarkFrenchTypography';

// Two projects: fast unit/component tests (jsdom) and the real-browser suite (Node driving Chromium).
export default defineConfig({
  // Same MDX set-up as vite.config.ts: unit tests render lessons and statements.
  plugins: [{ enforce: 'pre', ...mdx({ remarkPlugins: [remarkGfm, remarkFrenchTypography] }) }, react({ include: /\.(jsx|js|mdx|md|tsx|ts)$/ })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          globals: true,
          environment: 'jsdom',
          include: ['test/**/*.test.{ts,tsx}'],
          exclude: ['test/e2e/**', 'test/exercises/**'],
          setupFiles: ['test/setup.ts'],
        },
      },
      {
        // The exercises' own tests against each reference solution and starter, and the grading command.
        extends: true,
        resolve: { alias: { 'agent-memory-lab': resolve(import.meta.dirname, 'src/engine/student.ts') } },
        test: {
          name: 'exercises',
          globals: true,
          environment: 'node',
          include: ['test/exercises/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          globals: true,
          environment: 'node',
          include: ['test/e2e/**/*.e2e.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
