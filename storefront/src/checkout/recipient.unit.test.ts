import { describe, expect, it } from 'vitest';
import { emptyRecipient, type RecipientForm, recipientProblems, toRecipient } from './recipient';

const tokyo: RecipientForm = {
  ...emptyRecipient('JP'),
  fullName: 'Mina Sato',
  phone: '090-1234-5678',
  postalCode: '150-0041',
  province: '13',
  city: '渋谷区',
  address: '神南1-2-3',
};

const newYork: RecipientForm = {
  ...emptyRecipient('US'),
  fullName: 'Dan Park',
  phone: '+1 (212) 555-0100',
  postalCode: '10001',
  province: 'NY',
  city: 'New York',
  address: '350 5th Ave',
};

describe('recipientProblems', () => {
  it('accepts a complete address', () => {
    expect(recipientProblems(tokyo, { provincesListed: true })).toEqual({});
    expect(recipientProblems(newYork, { provincesListed: true })).toEqual({});
  });

  it('asks for the required fields, and a province where there is a list', () => {
    expect(recipientProblems(emptyRecipient('US'), { provincesListed: true })).toEqual({
      fullName: 'required',
      phone: 'required',
      postalCode: 'required',
      city: 'required',
      address: 'required',
      province: 'required',
    });
    expect(
      recipientProblems({ ...newYork, country: 'KR', province: '' }, { provincesListed: false }),
    ).toEqual({});
  });

  it('wants a Japan address in Japanese', () => {
    expect(
      recipientProblems(
        { ...tokyo, city: 'Shibuya', address: '1-2-3 Jinnan' },
        { provincesListed: true },
      ),
    ).toEqual({ city: 'japanese', address: 'japanese' });
    expect(
      recipientProblems(
        { ...newYork, city: 'Shibuya', country: 'JP', postalCode: '1500041' },
        {
          provincesListed: true,
        },
      ),
    ).toEqual({ city: 'japanese', address: 'japanese' });
  });

  it('checks phone numbers and postal codes, full-width digits included', () => {
    expect(
      recipientProblems(
        { ...tokyo, phone: '０９０－１２３４－５６７８', postalCode: '１５０－００４１' },
        { provincesListed: true },
      ),
    ).toEqual({});
    expect(
      recipientProblems(
        { ...tokyo, phone: 'call me', secondaryPhone: '12', postalCode: '150' },
        { provincesListed: true },
      ),
    ).toEqual({ phone: 'phone', secondaryPhone: 'phone', postalCode: 'postalCode' });
    expect(
      recipientProblems({ ...newYork, postalCode: 'SW1A 1AA' }, { provincesListed: true }),
    ).toEqual({});
  });
});

describe('toRecipient', () => {
  it('trims, leaves out empty optional fields and reads full-width digits', () => {
    expect(
      toRecipient({
        ...tokyo,
        fullName: ' Mina Sato ',
        phone: '０９０１２３４５６７８',
        address2: ' ',
      }),
    ).toEqual({
      fullName: 'Mina Sato',
      phone: '09012345678',
      postalCode: '150-0041',
      country: 'JP',
      province: '13',
      city: '渋谷区',
      address: '神南1-2-3',
    });
  });
});
