import { Loading } from 'react-admin';
import { RetryAlert } from '../../ui/RetryAlert';
import { EnvironmentCard } from './EnvironmentCard';
import { SettingsForm } from './SettingsForm';
import { SYSTEM_SECTIONS } from './settingsForm';
import { useAllSettings } from './useAllSettings';

/** The system settings form (maps, routing, mail, security, backups, assistant) and, read-only, the environment. */
export default function SystemSettingsTab() {
  const query = useAllSettings();
  if (query.isError) return <RetryAlert message="bakery.settings.load_failed" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  if (!query.data) return <Loading />;
  return (
    <>
      <SettingsForm key={query.dataUpdatedAt} sections={SYSTEM_SECTIONS} view={query.data} savedMessage="bakery.settings.system_saved" testId="system-settings-form" />
      <EnvironmentCard />
    </>
  );
}
