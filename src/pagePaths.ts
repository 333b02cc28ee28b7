import { dashboardPath } from './custom/dashboard';
import { distributorHomePath } from './custom/distributor';
import { orderPaths } from './paths/orderPaths';
import { productPaths } from './paths/productPaths';
import { storePaths } from './paths/storePaths';

/**
 * The screens that exist. A menu entry, a quick-action tile or a distributor link appears only when its
 * path is here, so a later page only has to add its path.
 */
export const PAGE_PATHS: ReadonlySet<string> = new Set([
  dashboardPath,
  distributorHomePath,
  orderPaths.list,
  orderPaths.create,
  `${orderPaths.list}/:id`,
  `${orderPaths.list}/:id/edit`,
  storePaths.list,
  storePaths.create,
  `${storePaths.list}/:id`,
  `${storePaths.list}/:id/edit`,
  productPaths.list,
  productPaths.create,
  productPaths.quickCreate,
  `${productPaths.list}/:id`,
  `${productPaths.list}/:id/edit`,
]);
