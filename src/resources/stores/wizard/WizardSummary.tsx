import { Box, Stack, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Role } from '../../../domain/enums';
import { mayWriteField } from '../../../domain/fieldRights';
import { enumLabelKey, type EnumMessageName } from '../../../i18n/ar/enums';
import { EMPTY_VALUE, formatMoney, formatNumber } from '../../../i18n/format';
import { chosenPoint, formatCoordinate, WIZARD_STEPS, type WizardStep, type WizardValues } from './wizardRules';

type Row = [label: string, value: ReactNode];

const field = (name: string) => `resources.stores.fields.${name}`;
const INVOICING = 'bakery.stores.invoicing_fields';

/** Everything entered, grouped by step, read-only: the last look before the shop is created. */
export function WizardSummary() {
  const translate = useTranslate();
  const values = useWatch<WizardValues>() as WizardValues;
  const { permissions: role } = usePermissions<Role>();
  // Terms the role may not set stay the defaults the server gives; they are not this role's to review.
  const terms = (name: string, value: ReactNode): Row[] => (mayWriteField(role, 'stores', name) ? [[field(name), value]] : []);

  const text = (value: string | null | undefined) => (value ?? '').trim() || EMPTY_VALUE;
  const choice = (name: EnumMessageName, value: string | null | undefined) => (value ? translate(enumLabelKey(name, value)) : EMPTY_VALUE);
  const point = chosenPoint(values);
  const place = values.location_method === 'address' ? values.geocoded : null;

  const sections: Record<WizardStep, Row[]> = {
    1: [
      ['bakery.stores.wizard.fields.name', text(values.name)],
      [field('owner_name'), text(values.owner_name)],
      [field('phone'), <bdi key="phone" dir="ltr">{text(values.phone)}</bdi>],
      [field('email'), <bdi key="email" dir="ltr">{text(values.email)}</bdi>],
      [field('address'), text(values.address)],
      ['bakery.stores.wizard.fields.category', choice('store_category', values.category)],
      ['bakery.stores.wizard.fields.store_type', choice('store_type', values.store_type)],
    ],
    2: [
      [
        'bakery.stores.wizard.summary.method',
        values.location_method ? translate(`bakery.stores.wizard.methods.${values.location_method}`) : EMPTY_VALUE,
      ],
      [
        'bakery.stores.wizard.point.coordinates',
        point ? (
          <bdi key="point" dir="ltr">
            {formatCoordinate(point.lat)}, {formatCoordinate(point.lng)}
          </bdi>
        ) : (
          translate('bakery.stores.wizard.point.none')
        ),
      ],
      ...(place?.formatted_address ? ([['bakery.stores.wizard.point.formatted_address', place.formatted_address]] as Row[]) : []),
    ],
    3: [
      [field('region'), choice('region', values.region)],
      [field('tax_number'), text(values.tax_number)],
      [field('business_license'), text(values.business_license)],
      [field('opening_hours'), text(values.opening_hours)],
      [field('priority'), choice('priority', values.priority)],
      [field('contact_person'), text(values.contact_person)],
      // Issue 29: the invoicing fields, for the roles offered them.
      ...(mayWriteField(role, 'stores', 'enterprise_number')
        ? ([
            [`${INVOICING}.enterprise_number`, <bdi key="enterprise" dir="ltr">{text(values.enterprise_number)}</bdi>],
            [`${INVOICING}.vat_number`, <bdi key="vat" dir="ltr">{text(values.vat_number)}</bdi>],
            [
              `${INVOICING}.invoice_language`,
              values.invoice_language ? translate(`${INVOICING}.languages.${values.invoice_language}`) : translate(`${INVOICING}.no_language`),
            ],
            [`${INVOICING}.invoice_rhythm`, translate(`${INVOICING}.rhythms.${values.invoice_rhythm}`)],
          ] as Row[])
        : []),
    ],
    4: [
      [field('payment_method'), choice('store_payment_method', values.payment_method)],
      ...terms('payment_terms', choice('payment_terms', values.payment_terms)),
      ...terms('credit_limit_eur', values.credit_limit_eur == null ? translate('bakery.stores.show.no_limit') : formatMoney(values.credit_limit_eur)),
      ...terms('discount_rate', `${formatNumber(values.discount_rate ?? 0)}%`),
    ],
    5: [
      [field('delivery_notes'), text(values.delivery_notes)],
      [field('special_instructions'), text(values.special_instructions)],
      [field('notes'), text(values.notes)],
      [field('status'), choice('store_status', values.status)],
    ],
  };

  return (
    <Box data-testid="wizard-summary">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate('bakery.stores.wizard.summary.title')}
      </Typography>
      <Stack spacing={2}>
        {WIZARD_STEPS.map((step) => (
          <Box key={step} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography variant="subtitle2" color="primary" component="h4" sx={{ mb: 1 }}>
              {translate(`bakery.stores.wizard.steps.${step}`)}
            </Typography>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' },
                columnGap: 2,
                rowGap: { xs: 0.25, sm: 0.75 },
              }}
            >
              {sections[step].map(([label, value]) => (
                <Fragment key={label}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {translate(label)}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
                    {value}
                  </Typography>
                </Fragment>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
