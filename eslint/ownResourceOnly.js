import path from 'node:path';

/**
 * `own-resource-only`: a file in `<root>/X/` imports nothing from `<root>/Y/` (Y other than X), whether
 * written '../stores/...', '../../stores/...' or 'src/resources/stores/...'. Resolving the path, rather
 * than matching import strings, lets the rule hold for any folder added later without a list of names.
 * What two resources share belongs in src/ui, src/domain or src/registry (the link builders).
 */
export const ownResourceOnly = {
  meta: {
    type: 'problem',
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const root = context.options[0]?.root ?? 'src/resources';
    const rootDir = path.resolve(context.cwd, root);
    const folderOf = (file) => {
      const inside = path.relative(rootDir, file);
      if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) return null;
      const parts = inside.split(path.sep);
      // A file directly in the root belongs to no resource.
      return parts.length > 1 ? parts[0] : null;
    };
    const own = folderOf(path.resolve(context.cwd, context.filename));
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('.')) target = path.resolve(path.dirname(context.filename), spec);
      else if (spec === root || spec.startsWith(`${root}/`)) target = path.resolve(context.cwd, spec);
      else if (spec.startsWith(`/${root}`)) target = path.resolve(context.cwd, spec.slice(1));
      else return;
      const inside = path.relative(rootDir, target);
      if (!inside || inside.startsWith('..') || path.isAbsolute(inside)) return;
      const other = inside.split(path.sep)[0];
      if (other !== own) {
        context.report({
          node: source,
          message: `'${spec}' is in ${root}/${other}: ${root}/${own} imports no other resource's files (share them through src/ui, src/domain or src/registry).`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
