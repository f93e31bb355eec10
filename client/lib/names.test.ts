import { describe, expect, it } from 'vitest';
import { initialsOf, nameOf } from './names';

describe('nameOf', () => {
  const person = { displayName: null, fullName: 'Kari Nordmann', username: 'kari' };
  it('prefers the display name, then the full name, then the username', () => {
    expect(nameOf({ ...person, displayName: ' Kari ' })).toBe('Kari');
    expect(nameOf(person)).toBe('Kari Nordmann');
    expect(nameOf({ ...person, displayName: '  ', fullName: ' ' })).toBe('kari');
  });
});

describe('initialsOf', () => {
  it('takes the first letter of the first and last word', () => {
    expect(initialsOf('Kari Anne Nordmann')).toBe('KN');
    expect(initialsOf('  ola ')).toBe('O');
    expect(initialsOf(' ')).toBe('?');
  });
});
