import path from 'node:path';

/**
 * `stay-inside`: every relative import of a matched file must resolve inside `root` (relative to
 * ESLint's cwd). no-restricted-imports compares import strings, which cannot tell whether '../enums'
 * leaves src/domain: that depends on how deep the importing file is, so the path is resolved here.
 */
export const stayInside = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' }, message: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, message } = context.options[0];
    const rootDir = path.resolve(context.cwd, root);
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      if (target === rootDir || target.startsWith(rootDir + path.sep)) return;
      context.report({ node: source, message: `'${source.value}' is outside ${root}. ${message ?? ''}`.trim() });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
