import BoltIcon from '@mui/icons-material/Bolt';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import { Button, Stack } from '@mui/material';
import { useCanAccess, useNotify, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { copyText } from '../../../ui/clipboard';
import { SectionCard } from '../../../ui/SectionCard';
import { productPaths } from '../../../registry/paths';
import { downloadJsonFile, productExportFileName, productJson } from './productExport';
import type { ProductRecord } from './productRecord';

/** Edit, copy the page's link, duplicate into the create form, and save the product's data as JSON. */
export function ProductQuickActions({ record }: { record: ProductRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { canAccess: canEdit } = useCanAccess({ resource: 'products', action: 'edit', record });
  const { canAccess: canCreate } = useCanAccess({ resource: 'products', action: 'create' });

  const copyLink = async () => {
    const link = new URL(productPaths.show(record.id), window.location.href).href;
    try {
      await copyText(link);
      notify('bakery.products.show.link_copied', { type: 'success' });
    } catch {
      notify('bakery.products.show.copy_failed', { type: 'error' });
    }
  };

  const exportData = () => {
    downloadJsonFile(productJson(record), productExportFileName(record.id));
    notify('bakery.products.show.exported', { type: 'success' });
  };

  return (
    <SectionCard title="bakery.products.show.quick_actions" icon={<BoltIcon />} data-testid="product-quick-actions">
      <Stack spacing={1}>
        {canEdit ? (
          <Button component={Link} to={productPaths.edit(record.id)} variant="outlined" startIcon={<EditIcon />} fullWidth>
            {translate('bakery.products.show.edit_product')}
          </Button>
        ) : null}
        <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copyLink()} fullWidth>
          {translate('bakery.products.show.copy_link')}
        </Button>
        {canCreate ? (
          <Button component={Link} to={productPaths.duplicate(record.id)} variant="outlined" startIcon={<ContentCopyIcon />} fullWidth>
            {translate('bakery.products.show.duplicate')}
          </Button>
        ) : null}
        <Button variant="outlined" startIcon={<DownloadIcon />} onClick={exportData} fullWidth>
          {translate('bakery.products.show.export')}
        </Button>
      </Stack>
    </SectionCard>
  );
}
