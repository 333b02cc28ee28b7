// @vitest-environment node
// ESLint's Node API loads the config with Node's module loader; the test DOM's globals are not what it expects.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// The boundaries of eslint.config.js, checked on snippets linted as if they lived at a fake path: the
// files need not exist, only the path decides which blocks of the config apply.
const root = fileURLToPath(new URL('../..', import.meta.url));
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

async function errorsOf(source: string, filePath: string): Promise<string[]> {
  const code = `import { thing } from '${source}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.severity === 2).map((message) => message.message);
}

describe('lint boundaries', { timeout: 60_000 }, () => {
  it.each([
    ['../../src/i18n/ar', 'server/routes/fake.ts'],
    ['../src/i18n/ar', 'server/fake.ts'],
    ['../../src/providers/i18nProvider', 'server/services/fake.ts'],
    ['../../src/resources/orders/OrderList', 'server/lib/fake.ts'],
  ])('refuses %s in %s', async (source, filePath) => {
    expect(await errorsOf(source, filePath)).toHaveLength(1);
  });

  it.each([
    ['../../src/domain/messages', 'server/routes/fake.ts'],
    ['../../src/domain/orders/schemas', 'server/services/fake.ts'],
    ['../lib/errors', 'server/routes/fake.ts'],
  ])('allows %s in %s', async (source, filePath) => {
    expect(await errorsOf(source, filePath)).toEqual([]);
  });

  // src/domain's allow-list is dependency-cruiser's (tests/unit/walls.test.ts).

  it('refuses one resource folder importing another', async () => {
    expect(await errorsOf('../stores/StoreStatusChip', 'src/resources/orders/fake.ts')).toHaveLength(1);
  });

  it.each([
    ['./OrderList', 'src/resources/orders/fake.ts'],
    ['../../ui/SectionCard', 'src/resources/orders/fake.ts'],
    ['../../domain/orders', 'src/resources/orders/fake.ts'],
  ])('allows %s in %s', async (source, filePath) => {
    expect(await errorsOf(source, filePath)).toEqual([]);
  });

  it('sends writes to the query cache through src/ui/queryCache.ts, which drops reads from before a change', async () => {
    const code = `import type { QueryClient } from '@tanstack/react-query';\nexport const after = (client: QueryClient, reply: unknown) => {\n  client.setQueryData(['orders'], reply);\n  void client.invalidateQueries({ queryKey: ['orders'] });\n};\n`;
    const [screen] = await eslint.lintText(code, { filePath: 'src/custom/orders/fake.ts' });
    expect(screen.messages.map((message) => message.message)).toEqual([
      "'setQueryData' is restricted from being used. Use replaceQueryData (src/ui/queryCache.ts).",
      "'invalidateQueries' is restricted from being used. Use refreshQueries (src/ui/queryCache.ts).",
    ]);
    const [helper] = await eslint.lintText(code, { filePath: 'src/ui/queryCache.ts' });
    expect(helper.messages).toEqual([]);
  });
});
