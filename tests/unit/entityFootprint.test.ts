import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 24: an entity is declared once (its manifest) and registered in a few shared files, the ones
// README's "Adding an entity" lists. This counts, in the repository itself, the files outside an entity's
// own folders that register it, so spreading an entity over shared files again fails here.

const ROOT = join(__dirname, '../..');
const MOST_SHARED_FILES = 8;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

interface EntityFolders {
  /** Its resource name, the folder name of its domain module and screens (`vehicles`). */
  name: string;
  /** The word its server files start with (`vehicle`: routes/vehicles.ts, services/vehicleFigures.ts). */
  stem: string;
  /** Its manifest's export (`vehiclesEntity`). */
  manifest: string;
  /** Its identity's export (`vehiclesIdentity`): the manifest without its schemas, which the UI's shell reads. */
  identity: string;
}

/**
 * Its own folders: domain module, screens, server routes and services, its tests and migrations, and the
 * UI's counterpart of its services, its calls beyond CRUD (`src/providers/data/userCalls.ts`).
 */
function isOwn(file: string, { name, stem }: EntityFolders): boolean {
  return (
    file.startsWith(`src/domain/${name}/`) ||
    file.startsWith(`src/resources/${name}/`) ||
    file.startsWith(`server/routes/${stem}`) ||
    file.startsWith(`server/services/${stem}`) ||
    file.startsWith(`src/providers/data/${stem}Calls.`) ||
    file.startsWith('tests/') ||
    file.startsWith('server/db/migrations/')
  );
}

/** Whether a file is named after the entity (its texts `i18n/ar/users.ts`, its extra calls `userCalls.ts`). */
const namedAfter = (file: string, { stem }: EntityFolders) => (file.split('/').pop() ?? '').startsWith(stem);

/** The files a relative import of `file` leads to, as repository paths without their extension. */
function importsOf(file: string, source: string): string[] {
  const dir = file.split('/').slice(0, -1).join('/');
  return [...source.matchAll(/from '(\.[^']+)'/g)].map((m) => join(dir, m[1]).split('\\').join('/'));
}

/**
 * The shared files that register an entity: they name its manifest or its identity, declare its table or its screens'
 * resource, are named after it, or import its screens, its routes or a shared file named after it (the
 * texts index). Using another entity's rules, records or queries (a form importing `domain/vehicles`, a
 * service calling the stores service) is not registering it.
 */
function registers(file: string, source: string, entity: EntityFolders, named: ReadonlySet<string>): boolean {
  const { name, stem, manifest, identity } = entity;
  const patterns = [new RegExp(`\\b${manifest}\\b`), new RegExp(`\\b${identity}\\b`), new RegExp(`pgTable\\(\\s*'${name}'`), new RegExp(`resource: '${name}'`)];
  const leadsToIt = (target: string) =>
    target.startsWith(`src/resources/${name}`) ||
    target.startsWith(`server/routes/${stem}`) ||
    target === `src/providers/data/${stem}Calls` ||
    named.has(target);
  return namedAfter(file, entity) || patterns.some((pattern) => pattern.test(source)) || importsOf(file, source).some(leadsToIt);
}

function sharedFilesOf(entity: EntityFolders): string[] {
  const shared = ['src', 'server'].flatMap((dir) => sourceFiles(join(ROOT, dir))).filter((file) => !isOwn(file, entity));
  const named = new Set(shared.filter((file) => namedAfter(file, entity)).map((file) => file.replace(/\.tsx?$/, '')));
  return shared.filter((file) => registers(file, readFileSync(join(ROOT, file), 'utf8'), entity, named)).sort();
}

// Users and products: each with its texts and its calls beyond CRUD, as a new entity would have.
const ENTITIES: readonly EntityFolders[] = [
  { name: 'users', stem: 'user', manifest: 'usersEntity', identity: 'usersIdentity' },
  { name: 'products', stem: 'product', manifest: 'productsEntity', identity: 'productsIdentity' },
];

describe.each(ENTITIES)('adding an entity: $name', (entity) => {
  const files = sharedFilesOf(entity);

  it(`registers it in at most ${MOST_SHARED_FILES} files outside its own folders`, () => {
    expect(files.length, files.join('\n')).toBeLessThanOrEqual(MOST_SHARED_FILES);
  });

  it('finds the registrations README names, so the scan reads the repository', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'src/domain/entities.ts',
        'src/domain/access.ts',
        'server/db/schema.ts',
        'server/app.ts',
        'src/registry/pages.ts',
        'src/providers/dataProvider.ts',
        `src/i18n/ar/${entity.name}.ts`,
        'src/i18n/ar/index.ts',
      ]),
    );
  });
});
