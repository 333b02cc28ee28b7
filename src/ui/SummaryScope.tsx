import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The line under a list's figures saying what they count (issue 23): every list's figures say it the same
 * way, whether they are the whole set's or follow the search and filters below them.
 */
export function SummaryScope({ message, testId }: { message: string; testId: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mt: -1, mb: 2, color: 'text.secondary' }}>
      <InfoOutlinedIcon fontSize="small" />
      <Typography variant="caption" data-testid={testId}>
        {translate(message)}
      </Typography>
    </Stack>
  );
}
