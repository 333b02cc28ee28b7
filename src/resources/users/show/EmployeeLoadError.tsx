import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, Box, Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { userPaths } from '../../../registry/paths';

/** Spec 002 section 8: a failed load says 'خطأ في تحميل بيانات الموظف' with a back button (and a retry). */
export function EmployeeLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const translate = useTranslate();
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 } }} data-testid="employee-load-error">
      <Alert severity="error" sx={{ mb: 2 }}>
        {translate('bakery.employee_page.load_failed')}
      </Alert>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button component={Link} to={userPaths.list} variant="contained" startIcon={<ArrowForwardIcon />}>
          {translate('bakery.employee_page.back_to_list')}
        </Button>
        <Button variant="outlined" onClick={onRetry} disabled={retrying}>
          {translate('bakery.employee_page.retry')}
        </Button>
      </Stack>
    </Box>
  );
}
