import { useEffect, useRef, useState } from 'react';
import { Edit, useNotify, usePermissions, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import type { Role } from '../../domain/enums';
import { useNavigate } from 'react-router-dom';
import type { StoreRecord } from './detail/storeRecord';
import { StoreEditForm } from './edit/StoreEditForm';
import { storeEditPayloadFor } from './edit/storeEditPayload';
import { storePaths } from '../../registry/paths';
import type { StoreEditValues } from './storeEditValidation';
import { serverMessage } from '../../providers/failure';
// Its texts (src/i18n/ar/<area>.ts), added to the catalogue before this screen first renders.
import '../../i18n/ar/stores';

/** Spec 001 section 9: the success message stays 2 s before the list. */
export const SAVED_REDIRECT_MS = 2000;

function StoreEditTitle() {
  const translate = useTranslate();
  const record = useRecordContext<StoreRecord>();
  return <>{translate('bakery.stores.edit.title', { name: record?.name ?? '' })}</>;
}

/**
 * /stores/{id}/edit. Saved only once the server agrees (pessimistic): its field errors are shown next to
 * their fields, its message otherwise; after a save the success message shows and the list follows.
 */
export default function StoreEdit() {
  const notify = useNotify();
  const navigate = useNavigate();
  const [saved, setSaved] = useState(false);
  const { permissions: role } = usePermissions<Role>();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  return (
    <Edit<StoreRecord>
      resource="stores"
      mutationMode="pessimistic"
      redirect={false}
      actions={false}
      title={<StoreEditTitle />}
      queryOptions={{
        onError: () => {
          notify('bakery.stores.edit.load_failed', { type: 'error' });
          navigate(storePaths.list);
        },
      }}
      mutationOptions={{
        onSuccess: () => {
          setSaved(true);
          notify('bakery.stores.edit.saved', { type: 'success' });
          clearTimeout(redirectTimer.current);
          redirectTimer.current = setTimeout(() => navigate(storePaths.list, { state: { _scrollToTop: true } }), SAVED_REDIRECT_MS);
        },
        onError: (error: unknown) => {
          const message = serverMessage(error);
          // A server message is already Arabic text, not a key: `_` shows it as it is.
          if (message) notify(message, { type: 'error', messageArgs: { _: message } });
          else notify('bakery.stores.edit.save_failed', { type: 'error' });
        },
      }}
      transform={(values: RaRecord) => storeEditPayloadFor(values as StoreEditValues, role) as unknown as StoreRecord}
    >
      <StoreEditForm saved={saved} />
    </Edit>
  );
}
