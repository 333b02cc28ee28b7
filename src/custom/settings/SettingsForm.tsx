import { Grid, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { SaveButton, SimpleForm, Toolbar, useDataProvider, useNotify } from 'react-admin';
import type { SettingsView } from '../../domain/system';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { errorMessage, fieldErrorsOf } from '../../providers/failure';
import { formResolver } from '../../ui/formSchema';
import { FormSection } from '../../ui/FormSection';
import { SettingInput } from './SettingInput';
import { initialValues, settingsBody, settingsRules, type FormValues, type SettingSection } from './settingsForm';
import { EXCHANGE_RATES_KEY, SETTINGS_KEY } from './queryKeys';
import { refreshQueries, replaceQueryData } from '../../ui/queryCache';

interface SettingsFormProps {
  sections: readonly SettingSection[];
  view: SettingsView;
  /** The manager reads the general settings: no input changes, no save button. */
  readOnly?: boolean;
  /** The toast after saving (spec 002 section 8: general and system say it differently). */
  savedMessage: string;
  /** Extra content after a section, by its key (the exchange rate's history). */
  after?: Partial<Record<string, ReactNode>>;
  testId: string;
  /** After a save: the parent starts the form again from the saved settings. */
  onSaved: () => void;
}

/**
 * A settings form in titled sections. Nothing is sent while a field is wrong (the API's own rules, beside
 * each field); the server's refusals come back beside their fields too, anything else as a toast.
 */
export function SettingsForm({ sections, view, readOnly, savedMessage, after, testId, onSaved }: SettingsFormProps) {
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const resolver = useMemo(() => formResolver(settingsRules(sections)), [sections]);
  // The values the form starts from, taken once: the settings are read again every 30 seconds (the
  // maintenance banner), and a new answer must not wipe what the admin is typing.
  const [record] = useState(() => ({ id: 'settings', ...initialValues(sections, view) }));

  const save = async (values: FormValues) => {
    try {
      const saved = await dataProvider.updateSettings(settingsBody(sections, values));
      void replaceQueryData(queryClient, SETTINGS_KEY, saved);
      await refreshQueries(queryClient, { queryKey: EXCHANGE_RATES_KEY });
      notify(savedMessage, { type: 'success' });
      onSaved();
      return undefined;
    } catch (error) {
      const byField = fieldErrorsOf(error);
      const text = errorMessage(error) ?? 'bakery.settings.save_failed';
      notify(text, { type: 'error', messageArgs: { _: text } });
      return Object.keys(byField).length ? byField : undefined;
    }
  };

  return (
    <SimpleForm
      record={record}
      resolver={resolver}
      onSubmit={save}
      data-testid={testId}
      toolbar={
        readOnly ? (
          false
        ) : (
          <Toolbar>
            <SaveButton alwaysEnable={false} />
          </Toolbar>
        )
      }
      sx={{ p: 0, '& > .MuiStack-root': { width: '100%' } }}
    >
      <Stack spacing={2} sx={{ width: '100%' }}>
        {sections.map((section) => (
          <FormSection
            key={section.key}
            title={`bakery.settings.sections.${section.key}`}
            testId={`settings-section-${section.key}`}
          >
            <Grid container columnSpacing={2}>
              {section.fields.map((field) => (
                <Grid key={field.key} size={{ xs: 12, md: field.kind === 'kinds' || field.kind === 'secret' ? 12 : 6 }}>
                  <SettingInput field={field} view={view} readOnly={readOnly} />
                </Grid>
              ))}
            </Grid>
            {after?.[section.key]}
          </FormSection>
        ))}
      </Stack>
    </SimpleForm>
  );
}
