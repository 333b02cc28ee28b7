import { Box } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { StoreWizard } from './wizard/StoreWizard';
import type { CreatedStore } from './wizard/WizardBody';
import { WizardSuccess } from './wizard/WizardSuccess';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/stores';

/** /stores/create: the 5-step creation wizard (spec 001 section 2), then the success screen. */
export default function StoreCreate() {
  const [created, setCreated] = useState<CreatedStore | null>(null);
  return (
    <Box sx={{ p: { xs: 1.5, md: 3 }, maxWidth: 1000, mx: 'auto' }}>
      <Title title="bakery.stores.wizard.title" />
      {created ? <WizardSuccess id={created.id} name={created.name} /> : <StoreWizard onCreated={setCreated} />}
    </Box>
  );
}
