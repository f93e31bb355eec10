import { describe, expect, it } from 'vitest';
import { escapeWifiField, wifiQrValue } from './wifi-qr';

describe('wifiQrValue', () => {
  it('writes a WPA network with its password', () => {
    expect(wifiQrValue('Hytta', 'fjellet123')).toBe('WIFI:T:WPA;S:Hytta;P:fjellet123;;');
  });

  it('escapes the reserved characters with a backslash, the backslash first of all', () => {
    expect(escapeWifiField('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifiQrValue('Hytta;5G', 'p:a,s"s\\')).toBe('WIFI:T:WPA;S:Hytta\\;5G;P:p\\:a\\,s\\"s\\\\;;');
  });

  it('keeps other characters as they are (spaces, Norwegian letters)', () => {
    expect(wifiQrValue('Blåbær hytte', 'æøå ÆØÅ')).toBe('WIFI:T:WPA;S:Blåbær hytte;P:æøå ÆØÅ;;');
  });

  it('writes an open network without a password', () => {
    expect(wifiQrValue('Gjest', '')).toBe('WIFI:T:nopass;S:Gjest;;');
  });
});
