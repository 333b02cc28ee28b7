import { formatPhone } from '../domain/phone';

/**
 * A phone number as every screen shows it: grouped the international way ("+32 470 12 34 56") and
 * isolated left to right, so the Arabic line around it neither reorders its digits nor breaks it.
 */
export function PhoneText({ phone }: { phone: string }) {
  return (
    <bdi dir="ltr" style={{ whiteSpace: 'nowrap' }}>
      {formatPhone(phone)}
    </bdi>
  );
}
