import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../ui/CopyButton';
import { saveDownload } from '../../ui/saveDownload';

interface BackupCodesPanelProps {
  codes: readonly string[];
  /** Whose codes they are, written at the top of the downloaded file. */
  accountName: string;
  onDone: () => void;
}

/** The ten one-time backup codes, shown once (the server never sends them again), to copy or download. */
export function BackupCodesPanel({ codes, accountName, onDone }: BackupCodesPanelProps) {
  const translate = useTranslate();
  const text = codes.join('\n');
  const download = () => {
    const heading = translate('bakery.profile.backup_codes.file_heading', { name: accountName });
    saveDownload({
      blob: new Blob([`${heading}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }),
      filename: 'backup-codes.txt',
    });
  };

  return (
    <Box data-testid="backup-codes" sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {translate('bakery.profile.backup_codes.title')}
      </Typography>
      <Alert severity="warning">{translate('bakery.profile.backup_codes.once')}</Alert>
      <Box
        component="ol"
        aria-label={translate('bakery.profile.backup_codes.list')}
        dir="ltr"
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' },
          gap: 1,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          textAlign: 'center',
        }}
      >
        {codes.map((code) => (
          <li key={code} data-testid="backup-code">
            {code}
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <CopyButton text={text} label={translate('bakery.profile.backup_codes.copy')} withText />
        <Button size="small" variant="outlined" startIcon={<DownloadIcon />} onClick={download}>
          {translate('bakery.profile.backup_codes.download')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {translate('bakery.profile.backup_codes.done')}
        </Button>
      </Box>
    </Box>
  );
}
