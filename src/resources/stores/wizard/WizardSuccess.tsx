import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate, type Identifier } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { storePaths } from '../../../registry/paths';
import { SUCCESS_REDIRECT_MS } from './wizardRules';

/**
 * The shop exists: say so, name it, and open its own page after 2 s. Spec 001 section 2 opens the list,
 * but there the new shop sits at the end, pages away and out of sight (issue 23).
 */
export function WizardSuccess({ id, name }: { id: Identifier; name: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(storePaths.show(id)), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, id]);
  return (
    <Card variant="outlined" data-testid="wizard-success">
      <CardContent role="status" sx={{ textAlign: 'center', py: { xs: 4, md: 6 } }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h1" sx={{ mt: 1 }}>
          {translate('bakery.stores.wizard.success.title')}
        </Typography>
        <Typography variant="h6" component="p" sx={{ mt: 1, fontWeight: 700, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {translate('bakery.stores.wizard.success.redirecting')}
        </Typography>
        <LinearProgress sx={{ mt: 2, maxWidth: 240, mx: 'auto' }} />
      </CardContent>
    </Card>
  );
}
