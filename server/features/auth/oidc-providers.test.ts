import { describe, expect, it } from 'vitest';
import { usernameStem } from './derived-username';
import { discoveryUrl, genericOAuthConfigs, parseOidcProviders } from './oidc-providers';

const vipps = {
  id: 'vipps',
  name: 'Vipps',
  issuer: 'https://api.vipps.no/access-management-1.0/access/',
  clientId: 'vipps-client',
  clientSecret: 'vipps-secret',
  scopes: ['openid', 'name', 'email'],
};
const google = {
  id: 'google',
  name: 'Google',
  issuer: 'https://accounts.google.com',
  clientId: 'google-client',
  clientSecret: 'google-secret',
};

describe('OIDC_PROVIDERS', () => {
  it('is none when unset or blank', () => {
    expect(parseOidcProviders(undefined)).toEqual([]);
    expect(parseOidcProviders('  ')).toEqual([]);
  });

  it('reads Vipps Login and Google as the README documents them', () => {
    const providers = parseOidcProviders(JSON.stringify([vipps, google]));
    expect(providers).toEqual([
      { ...vipps, tokenEndpointAuth: 'client_secret_basic' },
      { ...google, scopes: ['openid', 'email', 'profile'], tokenEndpointAuth: 'client_secret_basic' },
    ]);
    const [vippsConfig, googleConfig] = genericOAuthConfigs(providers, false);
    expect(vippsConfig).toMatchObject({
      providerId: 'vipps',
      discoveryUrl: 'https://api.vipps.no/access-management-1.0/access/.well-known/openid-configuration',
      pkce: true,
      requireIdTokenVerification: true,
    });
    expect(googleConfig?.discoveryUrl).toBe('https://accounts.google.com/.well-known/openid-configuration');
  });

  it.each([
    [
      'not JSON',
      '{vipps}',
      'OIDC_PROVIDERS must be a JSON array of providers ({ "id", "name", "issuer", ... })',
    ],
    ['an object, not an array', JSON.stringify(vipps), 'OIDC_PROVIDERS must be a JSON array of providers'],
    [
      'a missing client secret',
      JSON.stringify([{ ...vipps, clientSecret: undefined }]),
      'OIDC_PROVIDERS[0].clientSecret',
    ],
    [
      'an issuer that is no URL',
      JSON.stringify([google, { ...vipps, issuer: 'vipps.no' }]),
      'OIDC_PROVIDERS[1].issuer must be an http(s) URL',
    ],
    [
      'an id with capitals',
      JSON.stringify([{ ...vipps, id: 'Vipps' }]),
      'OIDC_PROVIDERS[0].id must be 1-32 lowercase letters',
    ],
    [
      'the id of the password',
      JSON.stringify([{ ...vipps, id: 'credential' }]),
      'OIDC_PROVIDERS[0].id is reserved',
    ],
    [
      'scopes without openid',
      JSON.stringify([{ ...vipps, scopes: ['email'] }]),
      'OIDC_PROVIDERS[0].scopes must include "openid"',
    ],
    ['the same id twice', JSON.stringify([vipps, vipps]), 'OIDC_PROVIDERS[1].id "vipps" is used twice'],
    [
      'a misspelt field',
      JSON.stringify([{ ...vipps, clientSecrett: 'x' }]),
      'OIDC_PROVIDERS[0] has an unknown field: clientSecrett',
    ],
  ])('stops the start on %s, naming the fault', (_case, value, message) => {
    expect(() => parseOidcProviders(value)).toThrow(message);
  });

  it('never repeats the client secret in its message', () => {
    const value = JSON.stringify([{ ...vipps, issuer: 'nowhere', clientSecret: 'hemmelig-nokkel' }]);
    expect(() => parseOidcProviders(value)).toThrow(/^(?!.*hemmelig-nokkel)/);
  });

  it('finds the discovery document under an issuer with or without a trailing slash', () => {
    expect(discoveryUrl('https://login.example/realm')).toBe(
      'https://login.example/realm/.well-known/openid-configuration',
    );
    expect(discoveryUrl('https://login.example/realm/')).toBe(
      'https://login.example/realm/.well-known/openid-configuration',
    );
  });
});

describe('a username made from a name', () => {
  it.each([
    ['Kari Nordmann', 'kari.nordmann'],
    ['Bjørn Ødegård-Åsen', 'bjoern.oedegaard.aasen'],
    ['Æsa Sæther', 'aesa.saether'],
    ['José Müller', 'jose.muller'],
    ['  ', 'hytta.bruker'],
    ['Li', 'li.bruker'],
    ['Anne-Marie Bergliot Kristiansen-Fjellheim', 'anne.marie.bergliot.kristi'],
  ])('%s becomes %s', (name, stem) => {
    expect(usernameStem(name)).toBe(stem);
  });
});
