import { describe, expect, it } from 'vitest';
import './zod-without-eval';

describe('zod without eval', () => {
  it('turns on zod’s jitless setting, so no parser probes or uses new Function under the CSP', async () => {
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const probe = (globalThis as { Function: FunctionConstructor }).Function;
    let compiled = 0;
    (globalThis as { Function: unknown }).Function = new Proxy(probe, {
      construct(target, args: string[]) {
        compiled += 1;
        return new target(...args);
      },
    });
    try {
      const { z } = await import('zod');
      const schema = z.object({ name: z.string(), nights: z.number() });
      expect(schema.parse({ name: 'Lyshytta', nights: 3 })).toEqual({ name: 'Lyshytta', nights: 3 });
    } finally {
      (globalThis as { Function: unknown }).Function = probe;
    }
    expect(compiled).toBe(0);
  });
});
