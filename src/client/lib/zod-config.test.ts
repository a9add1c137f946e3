import { describe, expect, it, vi } from 'vitest';

describe('zod-config', () => {
  it('turns off compiled parsers, so parsing never tries eval (which the CSP blocks)', async () => {
    await import('./zod-config');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);

    const { z } = await import('zod');
    const FunctionSpy = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string(), count: z.number() }).parse({ name: 'Glass Harbour', count: 3 })).toEqual({ name: 'Glass Harbour', count: 3 });
    expect(FunctionSpy).not.toHaveBeenCalled();
    FunctionSpy.mockRestore();
  });
});
