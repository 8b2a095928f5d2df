import { recipientLimits } from '@shop/core/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource } from '../api/use-resource';
import { countryOptions } from '../preference/countries';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import { decodeProvinces, type ProvinceOption, provinceOptions } from './provinces';
import type {
  RecipientField,
  RecipientForm,
  RecipientProblem,
  RecipientProblems,
} from './recipient';

export const recipientFieldOrder: readonly RecipientField[] = [
  'fullName',
  'phone',
  'secondaryPhone',
  'country',
  'postalCode',
  'province',
  'city',
  'address',
  'address2',
  'customsId',
];

const problemKeys = {
  required: 'checkout.required',
  japanese: 'checkout.japaneseRequired',
  phone: 'checkout.phoneInvalid',
  postalCode: 'checkout.postalCodeInvalid',
} as const satisfies Record<RecipientProblem, string>;

/** The provinces of a country (spec §5: only some countries have a list; others get none). */
export function useProvinces(country: string): {
  provinces: readonly ProvinceOption[];
  loading: boolean;
  failed: boolean;
} {
  const answer = useResource(country ? `/provinces/${country}` : null, decodeProvinces);
  return {
    provinces: answer.data ?? [],
    loading: answer.loading,
    failed: answer.error !== undefined,
  };
}

/** The address fields of the checkout (spec §3 "Address"), with the province select. */
export function RecipientFields({
  form,
  problems,
  onChange,
  provinces,
  fieldRef,
}: {
  form: RecipientForm;
  problems: RecipientProblems;
  onChange: (form: RecipientForm) => void;
  provinces: ReturnType<typeof useProvinces>;
  fieldRef: (
    field: RecipientField,
  ) => (element: HTMLInputElement | HTMLSelectElement | null) => void;
}) {
  const { t, i18n } = useTranslation();
  const countries = useMemo(
    () =>
      countryOptions(i18n.language, form.country).map(({ code, name }) => ({
        value: code,
        text: name,
      })),
    [i18n.language, form.country],
  );
  const set = (field: RecipientField) => (value: string) => onChange({ ...form, [field]: value });
  const error = (field: RecipientField) => {
    const problem = problems[field];
    if (!problem) return undefined;
    return field === 'province' && problem === 'required'
      ? t('checkout.provinceRequired')
      : t(problemKeys[problem]);
  };
  const japan = form.country === 'JP';
  const optional = t('checkout.optional');
  const text = (
    field: Exclude<RecipientField, 'country' | 'province'>,
    extra: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={t(`checkout.${field}`)}
      name={field}
      value={form[field]}
      onChange={set(field)}
      error={error(field)}
      inputRef={fieldRef(field)}
      maxLength={recipientLimits[field]}
      {...extra}
    />
  );
  const provinceChoices = provinceOptions(provinces.provinces, t('checkout.select'));

  return (
    <fieldset className="checkout-section recipient-fields">
      <legend>{t('checkout.recipient')}</legend>
      {text('fullName', { autoComplete: 'name' })}
      <div className="field-row">
        {text('phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        {text('secondaryPhone', {
          type: 'tel',
          inputMode: 'tel',
          optionalLabel: optional,
        })}
      </div>
      <div className="field-row">
        <SelectField
          label={t('checkout.country')}
          name="country"
          value={form.country}
          options={countries}
          // Another country has other provinces: the old choice would be meaningless.
          onChange={(country) => onChange({ ...form, country, province: '' })}
          autoComplete="country"
          error={error('country')}
          selectRef={fieldRef('country')}
        />
        {text('postalCode', { autoComplete: 'postal-code', maxLength: 12 })}
      </div>
      {provinceChoices.length > 0 && (
        <SelectField
          label={t('checkout.province')}
          name="province"
          value={form.province}
          options={provinceChoices}
          onChange={set('province')}
          autoComplete="address-level1"
          error={error('province')}
          selectRef={fieldRef('province')}
        />
      )}
      {provinces.failed && <p className="field-error">{t('checkout.provincesFailed')}</p>}
      {japan && <p className="field__hint">{t('checkout.japanHint')}</p>}
      {text('city', { autoComplete: 'address-level2', lang: japan ? 'ja' : undefined })}
      {text('address', { autoComplete: 'address-line1', lang: japan ? 'ja' : undefined })}
      {text('address2', {
        autoComplete: 'address-line2',
        optionalLabel: optional,
        lang: japan ? 'ja' : undefined,
      })}
      {text('customsId', {
        optionalLabel: optional,
        hint: t('checkout.customsIdHint'),
      })}
    </fieldset>
  );
}
