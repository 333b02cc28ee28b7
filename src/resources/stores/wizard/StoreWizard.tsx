import { useState } from 'react';
import { Form } from 'react-admin';
import { WizardBody, type CreatedStore } from './WizardBody';
import { createWizardResolver, WIZARD_DEFAULTS, type WizardValues } from './wizardRules';

/**
 * The wizard's form: react-admin's Form (react-hook-form underneath) with every rule in one resolver.
 * The coordinates' range is checked only while the shop is being created (spec 001 section 5): the
 * body switches that check on for the create button and off for Next.
 */
export function StoreWizard({ onCreated }: { onCreated: (store: CreatedStore) => void }) {
  const [{ resolver, setCheckCoordinates }] = useState(createWizardResolver);
  return (
    <Form<WizardValues>
      resource="stores"
      defaultValues={WIZARD_DEFAULTS}
      resolver={resolver}
      noValidate
      disableInvalidFormNotification
    >
      <WizardBody setCheckCoordinates={setCheckCoordinates} onCreated={onCreated} />
    </Form>
  );
}
