import { z } from 'zod';
import { errors, validation as v } from '../messages';

// zod's own messages are English, and its Arabic locale names types in English ("string", "number").
// Every schema imports this module (through common.ts or settings.ts), so a field that names no message
// of its own still answers in our Arabic, on the server and in the forms alike.

type Issue = z.core.$ZodRawIssue;

function typeMessage(expected: string): string {
  if (expected === 'number' || expected === 'int' || expected === 'bigint') return v.numberInvalid;
  if (expected === 'string') return v.textInvalid;
  if (expected === 'boolean') return v.booleanInvalid;
  if (expected === 'array') return v.listInvalid;
  if (expected === 'object') return errors.bodyNotObject;
  return v.typeInvalid;
}

export function arabicIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? v.required : typeMessage(String(issue.expected));
    case 'too_big':
      return issue.origin === 'string' ? v.tooLong : issue.origin === 'array' ? v.listTooLong : v.tooBig;
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? v.required : v.tooShort;
      return issue.origin === 'array' ? v.listTooShort : v.tooSmall;
    case 'invalid_format':
    case 'invalid_value':
    case 'not_multiple_of':
      return v.valueNotAllowed;
    default:
      return errors.invalidData;
  }
}

z.config({ customError: arabicIssue });
