import { builtinEnvironments } from 'vitest/environments';
const jsdom = builtinEnvironments.jsdom;
export default {
  ...jsdom,
  name: 'timed-jsdom',
  async setup(global: any, options: any) {
    const t = performance.now();
    const r = await jsdom.setup(global, options);
    process.stderr.write(`ENV setup ${(performance.now() - t).toFixed(0)} ms\n`);
    return { async teardown(g: any) { const t2 = performance.now(); await r.teardown(g); process.stderr.write(`ENV teardown ${(performance.now() - t2).toFixed(0)} ms\n`); } };
  },
};
