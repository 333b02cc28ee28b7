import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import { useTranslate } from 'react-admin';
import { EMPTY_VALUE } from '../../../i18n/format';
import { CopyButton } from '../../../ui/CopyButton';
import { InfoRow } from '../../../ui/InfoRow';
import { PhoneText } from '../../../ui/PhoneText';
import { SectionCard } from '../../../ui/SectionCard';
import type { StoreRecord } from './storeRecord';

const CONTACT_FIELDS = ['contact_person', 'phone', 'email'] as const;

/** The contact person, phone and e-mail, each with its copy button. */
export function ContactCard({ record }: { record: StoreRecord }) {
  const translate = useTranslate();
  return (
    <SectionCard title="bakery.stores.show.contact_info" icon={<ContactPhoneIcon />} data-testid="store-contact-info">
      {CONTACT_FIELDS.map((field) => {
        const label = translate(`resources.stores.fields.${field}`);
        const value = record[field];
        return (
          <InfoRow
            key={field}
            label={label}
            ltr={field !== 'contact_person' && !!value}
            action={value ? <CopyButton text={value} label={translate('bakery.stores.show.copy', { label })} /> : undefined}
          >
            {value && field === 'phone' ? <PhoneText phone={value} /> : value || EMPTY_VALUE}
          </InfoRow>
        );
      })}
    </SectionCard>
  );
}
