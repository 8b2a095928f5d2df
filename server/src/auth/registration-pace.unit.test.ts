import { describe, expect, it } from 'vitest';
import { registrationPace } from './register-or-tell-owner.js';

describe('registrationPace', () => {
  it('asks a taken address to wait for nothing until a registration has been measured', () => {
    expect(registrationPace().typicalMs()).toBe(0);
  });

  it('starts from the first registration measured, then follows the median of recent ones', () => {
    const pace = registrationPace();
    pace.record(40);
    expect(pace.typicalMs()).toBe(40);
    pace.record(20);
    pace.record(30);
    expect(pace.typicalMs()).toBe(30);
  });

  it('is not pulled up by one slow registration among quick ones', () => {
    const pace = registrationPace();
    for (const ms of [18, 80, 17, 19, 18]) pace.record(ms);
    expect(pace.typicalMs()).toBe(18);
  });

  it('forgets registrations older than its window', () => {
    // Without the window the median of all five would be 500.
    const pace = registrationPace(3);
    for (const ms of [500, 500, 500, 20, 20]) pace.record(ms);
    expect(pace.typicalMs()).toBe(20);
  });
});
