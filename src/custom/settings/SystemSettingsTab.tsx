import { useState } from 'react';
import { Loading } from 'react-admin';
import { RetryAlert } from '../../ui/RetryAlert';
import { EnvironmentCard } from './EnvironmentCard';
import { SettingsForm } from './SettingsForm';
import { SYSTEM_SECTIONS } from './settingsForm';
import { useAllSettings } from './useAllSettings';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this tab first renders.
import '../../i18n/ar/settings';

/** The system settings form (maps, routing, mail, security, backups, assistant) and, read-only, the environment. */
export default function SystemSettingsTab() {
  const query = useAllSettings();
  // Bumped after each save: the form starts again from the saved settings (secret fields emptied).
  const [generation, setGeneration] = useState(0);
  if (query.isError)
    return (
      <RetryAlert
        message="bakery.settings.load_failed"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (!query.data) return <Loading />;
  return (
    <>
      <SettingsForm
        key={generation}
        onSaved={() => setGeneration((n) => n + 1)}
        sections={SYSTEM_SECTIONS}
        view={query.data}
        savedMessage="bakery.settings.system_saved"
        testId="system-settings-form"
      />
      <EnvironmentCard />
    </>
  );
}
