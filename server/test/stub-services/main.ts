import { startStubServices } from './stub-services';

// The stub services as their own process, for the browser tests: `STUB_PORT=4311 tsx main.ts`.
const port = Number(process.env.STUB_PORT ?? 4311);
const stubs = await startStubServices({ port, shiftToNow: true });
console.log(`stub services listening: ${JSON.stringify(stubs.urls)}`);
const stop = () => void stubs.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
