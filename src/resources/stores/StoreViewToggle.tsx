import MapIcon from '@mui/icons-material/Map';
import ViewListIcon from '@mui/icons-material/ViewList';
import { ViewToggle, type ViewChoice } from '../../ui/ViewToggle';

export type StoreView = 'list' | 'map';

const CHOICES: readonly ViewChoice<StoreView>[] = [
  { value: 'list', icon: <ViewListIcon fontSize="small" />, labelKey: 'bakery.stores.list.view_list' },
  { value: 'map', icon: <MapIcon fontSize="small" />, labelKey: 'bakery.stores.list.view_map' },
];

/** The list / map switch above the shops. */
export function StoreViewToggle({ value, onChange }: { value: StoreView; onChange: (view: StoreView) => void }) {
  return <ViewToggle value={value} onChange={onChange} choices={CHOICES} labelKey="bakery.stores.list.view" />;
}
