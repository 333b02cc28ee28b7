import { describe, expect, it } from 'vitest';
import {
  clearFlag,
  GENERAL_SECTIONS,
  initialValues,
  settingsBody,
  settingsRules,
  SYSTEM_SECTIONS,
} from '../../src/custom/settings/settingsForm';
import { DEFAULT_SETTINGS } from '../../src/domain/settings';
import { validation } from '../../src/domain/messages';
import { firstMessages } from '../../src/ui/formSchema';
import { invoiceValidation } from '../../src/domain/invoices/messages';

// The settings forms' rules (issue 27): the API's own schema on the body each form would send, so every
// message beside a field is the server's Arabic words; secrets are sent only when replaced or cleared.

const general = settingsRules(GENERAL_SECTIONS);
const system = settingsRules(SYSTEM_SECTIONS);
const generalValues = initialValues(GENERAL_SECTIONS, DEFAULT_SETTINGS);
const systemValues = initialValues(SYSTEM_SECTIONS, {
  ...DEFAULT_SETTINGS,
  emailPasswordSet: true,
  linkHosts: ['example.org'],
});

describe('the general settings form', () => {
  it('takes the defaults as they are', () => {
    expect(firstMessages(general, generalValues)).toEqual({});
  });

  it('puts each refusal beside its field, in Arabic', () => {
    const messages = firstMessages(general, {
      ...generalValues,
      siteName: '  ',
      exchangeRate: 0,
      expenseMaxEur: null,
      timezone: 'Mars/Olympus',
    });
    expect(messages.siteName).toBe(validation.required);
    expect(messages.exchangeRate).toContain('سعر الصرف يجب أن يكون أكبر من صفر');
    expect(messages.expenseMaxEur).toBe(validation.expenseMaxRange);
    expect(messages.timezone).toBe(validation.valueNotAllowed);
    expect(firstMessages(general, { ...generalValues, exchangeRate: 15000.005 }).exchangeRate).toContain(
      'بمنزلتين عشريتين',
    );
  });
});

describe('the system settings form', () => {
  it('refuses a session timeout out of 300–86400, a bad port, URL, e-mail and link host', () => {
    const messages = firstMessages(system, {
      ...systemValues,
      sessionTimeout: 299,
      emailPort: 70000,
      routingUrl: 'ftp://routes.example',
      emailFrom: 'not an address',
      linkHosts: 'example.org, bad host!',
      deliveryDelayMinutes: 2,
    });
    expect(messages).toEqual({
      sessionTimeout: validation.sessionTimeoutRange,
      emailPort: validation.portInvalid,
      routingUrl: validation.urlInvalid,
      emailFrom: validation.emailInvalid,
      linkHosts: validation.hostInvalid,
      deliveryDelayMinutes: validation.deliveryDelayRange,
    });
    expect(firstMessages(system, { ...systemValues, sessionTimeout: 86400 })).toEqual({});
  });

  it('sends a secret only when it is replaced or cleared, never the empty field that stands for "keep it"', () => {
    expect(systemValues.emailPassword).toBe('');
    expect(settingsBody(SYSTEM_SECTIONS, systemValues)).not.toHaveProperty('emailPassword');
    expect(settingsBody(SYSTEM_SECTIONS, { ...systemValues, emailPassword: 'n3w-pass' }).emailPassword).toBe(
      'n3w-pass',
    );
    expect(
      settingsBody(SYSTEM_SECTIONS, { ...systemValues, emailPassword: 'ignored', [clearFlag('emailPassword')]: true })
        .emailPassword,
    ).toBe('');
  });

  it('reads the link hosts as a list, whatever separates them', () => {
    expect(systemValues.linkHosts).toBe('example.org');
    expect(
      settingsBody(SYSTEM_SECTIONS, { ...systemValues, linkHosts: 'a.example.org، b.example.org  c.example.org,' })
        .linkHosts,
    ).toEqual(['a.example.org', 'b.example.org', 'c.example.org']);
  });
});

// Issues 29 and 30: the invoicing and standing-order sections of the system form, under the API's rules.
describe('the invoicing and standing-order sections', () => {
  it('puts the check-digit, postcode, IBAN, BIC and share refusals beside their fields in Arabic', () => {
    const messages = firstMessages(system, {
      ...systemValues,
      bakeryPostcode: '10000',
      bakeryEnterpriseNumber: '0403.170.702',
      bakeryVatNumber: 'BE0403170702',
      bakeryIban: 'BE68 5390 0754 7035',
      bakeryBic: 'GEB',
      standingReturnShare: 0,
    });
    expect(messages).toEqual({
      bakeryPostcode: validation.valueNotAllowed,
      bakeryEnterpriseNumber: invoiceValidation.enterpriseNumberInvalid,
      bakeryVatNumber: invoiceValidation.vatNumberInvalid,
      bakeryIban: invoiceValidation.ibanInvalid,
      bakeryBic: invoiceValidation.bicInvalid,
      standingReturnShare: validation.standingReturnShareRange,
    });
  });

  it('sends the VAT rate as a number, the cut-off as HH:MM and a valid identity as it is', () => {
    const good = {
      ...systemValues,
      bakeryLegalName: 'Boulangerie de Bruxelles SRL',
      bakeryEnterpriseNumber: '0403.170.701',
      bakeryVatNumber: 'BE0403170701',
      bakeryIban: 'BE68 5390 0754 7034',
      bakeryBic: 'GEBABEBB',
      defaultVatRate: 12,
      standingCutoffTime: '13:30',
      standingOrderStatus: 'draft',
    };
    expect(firstMessages(system, good)).toEqual({});
    expect(settingsBody(SYSTEM_SECTIONS, good)).toMatchObject({ defaultVatRate: 12, standingCutoffTime: '13:30', invoiceAutoIssue: false });
    expect(SYSTEM_SECTIONS.map((section) => section.key)).toEqual(expect.arrayContaining(['invoicing', 'standing']));
    expect(GENERAL_SECTIONS.flatMap((section) => section.fields.map((field) => field.key))).not.toContain('bakeryIban');
  });
});
