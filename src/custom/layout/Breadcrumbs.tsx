import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { LinkBase, useLocation, useTranslate } from 'react-admin';
import { breadcrumbsFor } from './breadcrumbs';
import { pathExists } from './menu';
import { useRecordName } from './useRecordName';

/**
 * A long shop or product name is cut with an ellipsis at its end (the left in Arabic) rather than
 * pushing the trail onto several lines on a phone; the full text stays in the tooltip.
 */
const CUT = {
  display: 'block',
  maxWidth: { xs: '11rem', sm: '22rem' },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

/**
 * The trail on every page but the dashboard. In a right-to-left page the trail reads from the right, so
 * the separator chevron points left, towards the next part. A record shows by its name (the order number,
 * the shop's name), its id only until the name is known.
 */
export function Breadcrumbs({ existingPaths }: { existingPaths: ReadonlySet<string> }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const crumbs = breadcrumbsFor(pathname);
  // The first id in the address is the section's record: /stores/7, /vehicles/details/7, /vehicles/edit/7.
  const recordId = crumbs.find((crumb) => crumb.id !== undefined)?.id;
  const recordName = useRecordName(pathname, recordId);
  if (!crumbs.length) return null;

  return (
    <MuiBreadcrumbs
      data-testid="breadcrumbs"
      aria-label={translate('bakery.layout.breadcrumbs')}
      separator={<ChevronLeftIcon fontSize="small" />}
      sx={{ px: { xs: 2, md: 3 }, pt: 2, pb: 1, '& .MuiBreadcrumbs-li': { minWidth: 0 } }}
    >
      {crumbs.map((crumb, i) => {
        const label =
          crumb.id !== undefined && crumb.id === recordId && recordName !== undefined
            ? recordName
            : translate(crumb.labelKey, crumb.id === undefined ? undefined : { id: crumb.id });
        const last = i === crumbs.length - 1;
        if (last || !pathExists(existingPaths, crumb.path)) {
          return (
            <Typography
              key={crumb.path}
              color={last ? 'text.primary' : 'text.secondary'}
              aria-current={last ? 'page' : undefined}
              title={label}
              // A plate or a Latin shop name keeps its own order ('2-DZP-195', not 'DZP-195-2').
              dir="auto"
              sx={CUT}
            >
              {label}
            </Typography>
          );
        }
        return (
          <Link
            key={crumb.path}
            component={LinkBase}
            to={crumb.path}
            underline="hover"
            color="inherit"
            title={label}
            dir="auto"
            sx={CUT}
          >
            {label}
          </Link>
        );
      })}
    </MuiBreadcrumbs>
  );
}
