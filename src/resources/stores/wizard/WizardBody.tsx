import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useCreate, useTranslate, type Identifier } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { StepBasicInfo } from './StepBasicInfo';
import { StepBusinessInfo } from './StepBusinessInfo';
import { StepExtraDetails } from './StepExtraDetails';
import { StepFinancial } from './StepFinancial';
import { StepLocation } from './StepLocation';
import { useAddressGeocoding } from './useAddressGeocoding';
import { WizardNavigation } from './WizardNavigation';
import { WizardProgress } from './WizardProgress';
import {
  createFailureMessage,
  fieldsAffectedBy,
  firstStepWithError,
  LAST_STEP,
  serverFieldErrors,
  STEP_FIELDS,
  toCreatePayload,
  wizardErrors,
  wizardFieldOf,
  type WizardField,
  type WizardStep,
  type WizardValues,
} from './wizardRules';

type Failure = { text: string } | { key: string };

/** The shop the wizard created, for the page that thanks the user and links to it. */
export interface CreatedStore {
  id: Identifier;
  name: string;
}

interface WizardBodyProps {
  setCheckCoordinates: (on: boolean) => void;
  onCreated: (store: CreatedStore) => void;
}

/** The steps, the moves between them and the create call; lives inside the wizard's Form. */
export function WizardBody({ setCheckCoordinates, onCreated }: WizardBodyProps) {
  const translate = useTranslate();
  const { trigger, getValues, setError, getFieldState, watch } = useFormContext<WizardValues>();
  const [create, { isPending: creating }] = useCreate();
  const [step, setStep] = useState<WizardStep>(1);
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const geocoding = useAddressGeocoding();

  // Errors appear only on Next or create; after that a field's message follows what the user types,
  // so it goes away as soon as the value is fixed.
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const shown = fieldsAffectedBy(name).filter((field) => getFieldState(field).error);
      if (shown.length) void trigger(shown);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);

  const next = useCallback(async () => {
    setCheckCoordinates(false);
    setMoving(true);
    const valid = await trigger([...STEP_FIELDS[step]]);
    setMoving(false);
    if (valid && step < LAST_STEP) setStep((step + 1) as WizardStep);
  }, [setCheckCoordinates, step, trigger]);

  const back = useCallback(() => {
    if (step > 1) setStep((step - 1) as WizardStep);
  }, [step]);

  const submit = useCallback(async () => {
    setFailure(null);
    setCheckCoordinates(true);
    const values = getValues();
    const problems = Object.keys(wizardErrors(values, { checkCoordinates: true }));
    if (problems.length) {
      // Shows every message, then opens the first step that has one (step 2 for bad coordinates).
      await trigger();
      setStep(firstStepWithError(problems) ?? step);
      return;
    }
    try {
      const record = await create('stores', { data: toCreatePayload(values) }, { returnPromise: true });
      onCreated({ id: record.id, name: typeof record.name === 'string' && record.name ? record.name : (values.name ?? '').trim() });
    } catch (error) {
      const shown = new Set<WizardField>();
      for (const { field, message } of serverFieldErrors(error)) {
        const target = wizardFieldOf(field, values.location_method);
        if (!target || shown.has(target)) continue;
        shown.add(target);
        setError(target, { type: 'server', message });
      }
      const target = firstStepWithError([...shown]);
      if (target) setStep(target);
      setFailure(createFailureMessage(error));
    }
  }, [create, getValues, onCreated, setCheckCoordinates, setError, step, trigger]);

  // Enter in a one-line field moves on rather than letting the browser submit the form half-filled.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || !(target instanceof HTMLInputElement) || ['radio', 'checkbox'].includes(target.type)) return;
    event.preventDefault();
    if (step < LAST_STEP) void next();
  };

  return (
    <Card variant="outlined" onKeyDown={onKeyDown}>
      <CardContent sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate('bakery.stores.wizard.title')}
        </Typography>
        <WizardProgress step={step} />
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} onClose={() => setFailure(null)}>
            {'text' in failure ? failure.text : translate(failure.key)}
          </Alert>
        )}
        <Box
          data-testid={`wizard-step-${step}`}
          role="group"
          aria-labelledby="store-wizard-step-title"
          sx={{ mt: 3 }}
        >
          <Typography id="store-wizard-step-title" variant="h6" component="h2" sx={{ mb: 2 }}>
            {translate(`bakery.stores.wizard.steps.${step}`)}
          </Typography>
          {step === 1 && <StepBasicInfo geocoding={geocoding} />}
          {step === 2 && <StepLocation geocoding={geocoding} />}
          {step === 3 && <StepBusinessInfo />}
          {step === 4 && <StepFinancial />}
          {step === 5 && <StepExtraDetails />}
        </Box>
        <WizardNavigation
          step={step}
          busy={moving || creating}
          creating={creating}
          onBack={back}
          onNext={() => void next()}
          onCreate={() => void submit()}
        />
      </CardContent>
    </Card>
  );
}
