import { Box, Card, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';

export interface AddressTabsProps<T extends string> {
  /** The tabs in order; the first is the one an address without ?tab= opens. */
  tabs: readonly T[];
  /** Message key of a tab's label, e.g. `bakery.vehicle_show.tabs.${tab}`. */
  labelKey: (tab: T) => string;
  /** Message key naming the strip for screen readers. */
  ariaLabel: string;
  /** `${testId}s` names the strip and `${testId}-${tab}` the open panel. */
  testId: string;
  children: (tab: T) => ReactNode;
}

/**
 * A record page's tabs with the open one in the address (?tab=expenses), so a link or a reload lands on
 * it; the strip scrolls sideways on a phone rather than wrapping.
 */
export function AddressTabs<T extends string>({ tabs, labelKey, ariaLabel, testId, children }: AddressTabsProps<T>) {
  const translate = useTranslate();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const baseId = useId();
  const [search, setSearch] = useSearchParams();
  const first = tabs[0]!;
  const asked = search.get('tab') as T | null;
  const current: T = asked && tabs.includes(asked) ? asked : first;

  const open = (tab: T) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === first) next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <Box sx={{ minWidth: 0 }}>
      <Card variant="outlined" sx={{ mb: 2 }}>
        <Tabs
          value={current}
          onChange={(_event, tab: T) => open(tab)}
          variant="scrollable"
          // On a phone always there rather than "auto": buttons that appear after the first scroll narrow
          // the strip and push a tab opened from the address (?tab=history) back out of view. Wider, the
          // buttons come only when the tabs do not fit, so they do not take the room of a tab themselves.
          scrollButtons={phone ? true : 'auto'}
          allowScrollButtonsMobile
          aria-label={translate(ariaLabel)}
          data-testid={`${testId}s`}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={translate(labelKey(tab))}
              id={`${baseId}-tab-${tab}`}
              // Beside a record's side panel at 1280 px the strip is about 580 px wide: narrower tabs fit
              // six or seven without cutting the last (issue 23).
              sx={{ minWidth: { sm: 0 }, px: { sm: 1.75 } }}
              aria-controls={`${baseId}-panel-${tab}`}
            />
          ))}
        </Tabs>
      </Card>
      <Box role="tabpanel" id={`${baseId}-panel-${current}`} aria-labelledby={`${baseId}-tab-${current}`} data-testid={`${testId}-${current}`}>
        {children(current)}
      </Box>
    </Box>
  );
}
