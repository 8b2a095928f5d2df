import { isJapaneseText, type Recipient } from '@shop/core/shared';

/** The address form (spec §3 "Address"), as typed. */
export interface RecipientForm {
  readonly fullName: string;
  readonly phone: string;
  readonly secondaryPhone: string;
  readonly postalCode: string;
  /** Two letters. */
  readonly country: string;
  /** A province code from `GET /provinces/{country}`, or empty. */
  readonly province: string;
  readonly city: string;
  readonly address: string;
  readonly address2: string;
  readonly customsId: string;
}

export type RecipientField = keyof RecipientForm;

export type RecipientProblem = 'required' | 'japanese' | 'phone' | 'postalCode';

export type RecipientProblems = Partial<Record<RecipientField, RecipientProblem>>;

export function emptyRecipient(country: string): RecipientForm {
  return {
    fullName: '',
    phone: '',
    secondaryPhone: '',
    postalCode: '',
    country,
    province: '',
    city: '',
    address: '',
    address2: '',
    customsId: '',
  };
}

const requiredFields = ['fullName', 'phone', 'postalCode', 'country', 'city', 'address'] as const;

/** Full-width digits and hyphens, as Japanese keyboards type them, read as plain ones. */
function plain(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[‐－―−ー]/g, '-')
    .trim();
}

function phoneProblem(phone: string): RecipientProblem | undefined {
  const value = plain(phone);
  const digits = value.replace(/\D/g, '').length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 6 && digits <= 15 ? undefined : 'phone';
}

function postalCodeProblem(postalCode: string, country: string): RecipientProblem | undefined {
  const value = plain(postalCode);
  if (country === 'JP') return /^\d{3}-?\d{4}$/.test(value) ? undefined : 'postalCode';
  return /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(value) ? undefined : 'postalCode';
}

/**
 * What is wrong with the form, field by field: the required fields, a province when the country
 * has a list of them, a phone and postal code that can be right, and for a Japan address (spec
 * §5) a city and address in Japanese.
 */
export function recipientProblems(
  form: RecipientForm,
  { provincesListed }: { provincesListed: boolean },
): RecipientProblems {
  const problems: Record<string, RecipientProblem> = {};
  for (const field of requiredFields) {
    if (form[field].trim() === '') problems[field] = 'required';
  }
  if (provincesListed && form.province === '') problems.province = 'required';
  if (!problems.phone) {
    const problem = phoneProblem(form.phone);
    if (problem) problems.phone = problem;
  }
  if (form.secondaryPhone.trim() !== '') {
    const problem = phoneProblem(form.secondaryPhone);
    if (problem) problems.secondaryPhone = problem;
  }
  if (!problems.postalCode) {
    const problem = postalCodeProblem(form.postalCode, form.country);
    if (problem) problems.postalCode = problem;
  }
  if (form.country === 'JP') {
    for (const field of ['city', 'address'] as const) {
      if (!problems[field] && !isJapaneseText(form[field])) problems[field] = 'japanese';
    }
  }
  return problems;
}

/** The form as `POST /orders` takes it: trimmed, optional fields left out when empty. */
export function toRecipient(form: RecipientForm): Recipient {
  const optional = (value: string) => value.trim() || undefined;
  return {
    fullName: form.fullName.trim(),
    phone: plain(form.phone),
    secondaryPhone: optional(plain(form.secondaryPhone)),
    postalCode: plain(form.postalCode),
    country: form.country,
    province: optional(form.province),
    city: form.city.trim(),
    address: form.address.trim(),
    address2: optional(form.address2),
    customsId: optional(form.customsId),
  };
}
