import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { storePaths } from '../../registry/paths';
import { ListEmpty } from '../../ui/ListEmpty';

/** 'لا توجد متاجر', in the one empty look of every list. */
export function StoreListEmpty() {
  return (
    <ListEmpty
      resource="stores"
      icon={<StorefrontOutlinedIcon />}
      title="bakery.stores.list.empty"
      hint="bakery.stores.list.empty_hint"
      addTo={storePaths.create}
      addLabel="bakery.stores.list.add_first"
    />
  );
}
