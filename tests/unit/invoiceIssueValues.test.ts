import { describe, expect, it } from 'vitest';
import { issueBody, validateIssue } from '../../src/custom/invoices/issueValues';

// The issue dialog's own checks and body (issue 29): a shop is required, a day typed must be a real one,
// the period must not end before it starts; an empty period is not sent.
describe('the issue dialog values', () => {
  it('refuses no shop, an unfinished or impossible day, and a period ending before it starts', () => {
    expect(validateIssue({ store_id: null })).toEqual({ store_id: 'bakery.invoices.issue_shop_required' });
    expect(validateIssue({ store_id: 3, date_from: 'unfinished-date', date_to: '2026-02-30' })).toEqual({
      date_from: 'bakery.validation.dateInvalid',
      date_to: 'bakery.validation.dateInvalid',
    });
    expect(validateIssue({ store_id: 3, date_from: '2026-11-10', date_to: '2026-11-09' })).toEqual({ date_to: 'bakery.invoices.issue_period_order' });
    expect(validateIssue({ store_id: 3, date_from: '2026-11-01', date_to: '2026-11-01' })).toEqual({});
    expect(validateIssue({ store_id: 3 })).toEqual({});
  });

  it('sends the shop and only the days given', () => {
    expect(issueBody({ store_id: 3, date_from: null, date_to: '' })).toEqual({ store_id: 3 });
    expect(issueBody({ store_id: 3, date_from: '2026-11-01', date_to: '2026-11-30' })).toEqual({ store_id: 3, date_from: '2026-11-01', date_to: '2026-11-30' });
  });
});
