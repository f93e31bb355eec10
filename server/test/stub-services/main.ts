import { startOidcProvider } from '../oidc-test-provider';
import { startStubServices } from './stub-services';

// The stub services as their own process, for the browser tests: `STUB_PORT=4311 tsx main.ts`.
const port = Number(process.env.STUB_PORT ?? 4311);
const stubs = await startStubServices({ port, shiftToNow: true });
console.log(`stub services listening: ${JSON.stringify(stubs.urls)}`);
// Sign-in through a provider (issue #39): a real OpenID provider like Vipps Login, whose login
// page the browser test fills in, for the app at OIDC_APP_ORIGIN.
const oidcPort = Number(process.env.OIDC_PORT ?? 0);
const oidc = oidcPort
  ? await startOidcProvider('vipps', String(process.env.OIDC_APP_ORIGIN), oidcPort)
  : null;
const stop = () => void Promise.all([stubs.close(), oidc?.close()]).then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
