// The checks of the build (dist.check.ts), run by `npm run check:dist` after `npm run build`: the
// project's Vite config (its aliases and plugins, to read the registry), with only that file.
import { defineConfig } from 'vitest/config';
import project from '../../vite.config';

export default defineConfig({
  ...project,
  test: { include: ['tests/dist-check/dist.check.ts'], environment: 'node', testTimeout: 60_000 },
});
