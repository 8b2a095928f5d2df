import { describe, expect, it } from 'vitest';
import { registrationPace } from './register-or-tell-owner.js';

describe('registrationPace', () => {
  it('asks a taken address to wait for nothing until a registration has been measured', () => {
    expect(registrationPace().typicalMs()).toBe(0);
  });

  it('starts from the first registration measured, then follows the recent ones', () => {
    const pace = registrationPace();
    pace.record(40);
    expect(pace.typicalMs()).toBe(40);
    pace.record(90);
    expect(pace.typicalMs()).toBeCloseTo(50);
  });
});
