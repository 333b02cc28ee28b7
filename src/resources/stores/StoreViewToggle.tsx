import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';

export type StoreView = 'list' | 'map';

/** The list / map switch above the shops. */
export function StoreViewToggle({ value, onChange }: { value: StoreView; onChange: (view: StoreView) => void }) {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      onChange={(_event, next: StoreView | null) => {
        if (next) onChange(next);
      }}
      aria-label={translate('bakery.stores.list.view')}
    >
      <ToggleButton value="list" sx={{ gap: 1 }}>
        <ViewListIcon fontSize="small" />
        {translate('bakery.stores.list.view_list')}
      </ToggleButton>
      <ToggleButton value="map" sx={{ gap: 1 }}>
        <MapIcon fontSize="small" />
        {translate('bakery.stores.list.view_map')}
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
