import EditIcon from '@mui/icons-material/Edit';
import PersonIcon from '@mui/icons-material/Person';
import { Box, Button, Chip } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { PublicUser } from '../../domain/types';
import { SectionCard } from '../../ui/SectionCard';
import { ProfileInfoForm } from './ProfileInfoForm';
import { ProfileInfoView } from './ProfileInfoView';

/** Spec 002 section 9: the 'saved' badge stays three seconds. */
export const SAVED_BADGE_MS = 3000;

/** The basic information: read, or edited after 'تعديل المعلومات'; a 'saved' badge after a save. */
export function ProfileInfoSection({ user }: { user: PublicUser }) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onSaved = () => {
    setEditing(false);
    setSaved(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSaved(false), SAVED_BADGE_MS);
  };

  const action = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1 }}>
      {saved && <Chip data-testid="profile-saved" color="success" size="small" label={translate('bakery.profile.info.saved')} role="status" />}
      {!editing && (
        <Button size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          {translate('bakery.profile.info.edit')}
        </Button>
      )}
    </Box>
  );

  return (
    <SectionCard title="bakery.profile.info.title" icon={<PersonIcon />} action={action} data-testid="profile-info">
      {editing ? (
        <ProfileInfoForm user={user} onSaved={onSaved} onCancel={() => setEditing(false)} />
      ) : (
        <ProfileInfoView user={user} />
      )}
    </SectionCard>
  );
}
