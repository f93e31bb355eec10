import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';
import type { OidcProvider } from '../features/auth/oidc-providers';

// A real OpenID Connect provider on a local port for the tests of sign-in through Vipps and Google
// (issue #39): the `oidc-provider` package, certified by the OpenID Foundation, with discovery,
// signed ID tokens, PKCE and single-use codes. Only its login screen is the test's own: it signs
// in whoever the test named (server tests), or shows a form a browser test fills in.

/** Who signs in at the provider next. */
export type ProviderPerson = { sub: string; email: string; emailVerified: boolean; name?: string };

/** The two providers the issue names: Vipps Login (scopes `openid name email`) and Google. */
export type ProviderStyle = 'vipps' | 'google';

const STYLES: Record<ProviderStyle, Pick<OidcProvider, 'scopes' | 'tokenEndpointAuth'> & { name: string }> = {
  vipps: { name: 'Vipps', scopes: ['openid', 'name', 'email'], tokenEndpointAuth: 'client_secret_basic' },
  google: { name: 'Google', scopes: ['openid', 'email', 'profile'], tokenEndpointAuth: 'client_secret_post' },
};

export type TestOidcProvider = {
  /** The provider as OIDC_PROVIDERS names it for the app under test. */
  config: OidcProvider;
  /** Who the provider's login screen signs in from now on. */
  signInAs: (person: ProviderPerson) => void;
  close: () => Promise<void>;
};

/** The provider as OIDC_PROVIDERS names it, for a provider of `style` at `issuer`. */
export function testProviderConfig(style: ProviderStyle, issuer: string): OidcProvider {
  const { name, scopes, tokenEndpointAuth } = STYLES[style];
  return {
    id: style,
    name,
    issuer,
    clientId: `hytta-${style}`,
    clientSecret: `${style}-secret-that-is-long-enough-for-hmac`,
    scopes,
    tokenEndpointAuth,
  };
}

/** The provider's login page for a browser test: the person types who they are. */
const LOGIN_FORM = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider</title></head>
<body><h1>Sign in at the test provider</h1><form method="post">
<label>E-mail <input name="email" type="email" required></label>
<label>Name <input name="name"></label>
<label><input name="email_verified" type="checkbox" checked> E-mail verified</label>
<button type="submit">Continue</button></form></body></html>`;

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return new URLSearchParams(text);
}

/**
 * Starts a provider like Vipps Login or like Google, whose one client may return to
 * `{appOrigin}/api/identity/callback/{style}`; on `port`, or on a free one.
 */
export async function startOidcProvider(
  style: ProviderStyle,
  appOrigin: string,
  port = 0,
): Promise<TestOidcProvider> {
  const people = new Map<string, ProviderPerson>();
  let next: ProviderPerson | null = null;
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const config = testProviderConfig(style, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);

  const configuration: Configuration = {
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uris: [`${appOrigin}/api/identity/callback/${style}`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: config.tokenEndpointAuth,
      },
    ],
    scopes: ['openid', 'email', 'profile', 'name'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'], name: ['name'] },
    // The claims go into the ID token, as Vipps and Google put them there.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_context, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: ['oidc-test-provider-cookie-key'] },
    findAccount: (_context, sub) => {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified,
          ...(person.name ? { name: person.name } : {}),
        }),
      };
    },
  };
  const provider = new Provider(config.issuer, configuration);
  const callback = provider.callback();

  // The login screen: signs in the person the test chose, and consents to what the client asked.
  async function interaction(request: IncomingMessage, response: ServerResponse) {
    const details = await provider.interactionDetails(request, response);
    if (details.prompt.name === 'login') {
      let who = next;
      if (!who && request.method !== 'POST') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(LOGIN_FORM);
        return;
      }
      if (!who) {
        const form = await formOf(request);
        const email = form.get('email') ?? '';
        who = {
          sub: `sub-${email}`,
          email,
          name: form.get('name') || undefined,
          emailVerified: form.has('email_verified'),
        };
      }
      people.set(who.sub, who);
      await provider.interactionFinished(request, response, { login: { accountId: who.sub } });
      return;
    }
    const accountId = String(details.session?.accountId);
    const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    grant.addOIDCScope(String(details.params.scope));
    const grantId = await grant.save();
    await provider.interactionFinished(
      request,
      response,
      { consent: { grantId } },
      { mergeWithLastSubmission: true },
    );
  }

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (request.url?.startsWith('/interaction/')) {
      interaction(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
      return;
    }
    callback(request, response);
  });

  return {
    config,
    signInAs: (person) => {
      next = person;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A cookie jar for the browser's side of the provider: name=value pairs by name. */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  take(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * What a browser does between the app sending it to the provider and the provider sending it
 * back: follows the provider's redirects (its login screen included) until the next one would
 * leave the provider. Answers that address: the app's callback, with the code and the state.
 */
export async function throughProvider(authorizationUrl: string, appOrigin: string): Promise<URL> {
  const jar = new CookieJar();
  let location = new URL(authorizationUrl);
  for (let hop = 0; hop < 10; hop += 1) {
    const answer = await fetch(location, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.take(answer.headers.getSetCookie());
    await answer.arrayBuffer();
    const next = answer.headers.get('location');
    if (!next)
      throw new Error(`the provider answered ${answer.status} at ${location.pathname} without a redirect`);
    location = new URL(next, location);
    if (location.origin === appOrigin) return location;
  }
  throw new Error('the provider redirected more than 10 times');
}
