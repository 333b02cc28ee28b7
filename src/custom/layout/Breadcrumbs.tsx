import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { breadcrumbsFor } from './breadcrumbs';
import { pathExists } from './menu';

/**
 * The trail on every page but the dashboard. In a right-to-left page the trail reads from the right, so
 * the separator chevron points left, towards the next part.
 */
export function Breadcrumbs({ existingPaths }: { existingPaths: ReadonlySet<string> }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname);
  if (!crumbs.length) return null;

  return (
    <MuiBreadcrumbs
      data-testid="breadcrumbs"
      aria-label={translate('bakery.layout.breadcrumbs')}
      separator={<ChevronLeftIcon fontSize="small" />}
      sx={{ px: { xs: 2, md: 3 }, pt: 2, pb: 1 }}
    >
      {crumbs.map((crumb, i) => {
        const label = translate(crumb.labelKey, crumb.id === undefined ? undefined : { id: crumb.id });
        const last = i === crumbs.length - 1;
        if (last || !pathExists(existingPaths, crumb.path)) {
          return (
            <Typography
              key={crumb.path}
              color={last ? 'text.primary' : 'text.secondary'}
              aria-current={last ? 'page' : undefined}
            >
              {label}
            </Typography>
          );
        }
        return (
          <Link key={crumb.path} component={LinkBase} to={crumb.path} underline="hover" color="inherit">
            {label}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}
