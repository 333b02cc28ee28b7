import DataObjectIcon from '@mui/icons-material/DataObject';
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ExportFileButtonProps {
  format: 'csv' | 'json' | 'pdf';
  onExport: () => void;
  disabled?: boolean;
}

/**
 * 'تصدير CSV' / 'تصدير JSON' on every list, 'تصدير PDF' on the report pages (with the download icon: a
 * PDF icon of its own would add to the first visit's scripts, at the edge of their budget). A plain
 * button so that the words stay on a phone too (react-admin's own buttons shrink to a bare icon below
 * 600 px).
 */
export function ExportFileButton({ format, onExport, disabled }: ExportFileButtonProps) {
  const translate = useTranslate();
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={format === 'json' ? <DataObjectIcon /> : <DownloadIcon />}
      disabled={disabled}
      onClick={onExport}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('bakery.common.list.export_file', { format: format.toUpperCase() })}
    </Button>
  );
}
