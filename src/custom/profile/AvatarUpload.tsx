import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, FormHelperText, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { PublicUser } from '../../domain/types';
import type { BakeryDataProvider } from '../../providers/dataProvider';
import { AVATAR_ACCEPT, avatarProblem } from './avatarFile';
import { failureText } from './failure';
import { PROFILE_KEY } from './queryKeys';
import { useMessage } from './useMessage';
import { useRefreshIdentity } from './useRefreshIdentity';
import { replaceQueryData } from '../../ui/queryCache';

/** Picks a new picture, refuses a wrong type or one over 5 MB before sending, and shows the new one. */
export function AvatarUpload() {
  const translate = useTranslate();
  const message = useMessage();
  const notify = useNotify();
  const dataProvider = useDataProvider<BakeryDataProvider>();
  const queryClient = useQueryClient();
  const refreshIdentity = useRefreshIdentity();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.uploadAvatar(file),
    onSuccess: ({ avatar, user }) => {
      void replaceQueryData<PublicUser>(queryClient, PROFILE_KEY, (old) => (user ? user : old ? { ...old, avatar_url: avatar } : old));
      void refreshIdentity();
      notify('bakery.profile.avatar.updated', { type: 'success' });
    },
    onError: (error) => {
      setProblem(failureText(error, 'ra.notification.http_error'));
    },
  });

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be picked again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refused = avatarProblem(file);
    setProblem(refused);
    if (!refused) upload.mutate(file);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: { xs: 'center', sm: 'flex-start' }, gap: 0.5 }}>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        aria-label={translate('bakery.profile.avatar.change')}
        data-testid="avatar-input"
        onChange={picked}
      />
      <Button
        size="small"
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        onClick={() => input.current?.click()}
        disabled={upload.isPending}
        aria-describedby={`${inputId}-hint`}
      >
        {translate(upload.isPending ? 'bakery.profile.avatar.uploading' : 'bakery.profile.avatar.change')}
      </Button>
      <Typography id={`${inputId}-hint`} variant="caption" color="text.secondary">
        {translate('bakery.profile.avatar.hint')}
      </Typography>
      {problem && (
        <FormHelperText error role="alert" data-testid="avatar-error">
          {message(problem)}
        </FormHelperText>
      )}
    </Box>
  );
}
