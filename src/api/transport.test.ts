import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareTransport, registerTransport, send } from './transport';

const undo: (() => void)[] = [];
afterEach(() => undo.splice(0).forEach((off) => off()));

describe('prepareTransport', () => {
  it("gets the transport of the API's base URL ready, and no other", () => {
    const demo = vi.fn();
    const other = vi.fn();
    undo.push(
      registerTransport('https://app.test/demo-api/v1/', () => new Promise(() => {}), demo),
    );
    undo.push(registerTransport('https://other.test/v1/', () => new Promise(() => {}), other));

    prepareTransport('https://app.test/demo-api/v1');

    expect(demo).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it('does nothing for an API reached over the network, nor sends anything', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    expect(() => prepareTransport('https://api.example.com/v1')).not.toThrow();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('leaves requests to the transport as before', async () => {
    const prepare = vi.fn();
    undo.push(
      registerTransport('https://app.test/demo-api/v1/', async () => new Response('ok'), prepare),
    );
    prepareTransport('https://app.test/demo-api/v1');
    const response = await send('https://app.test/demo-api/v1/fiat-currencies', {});
    expect(await response.text()).toBe('ok');
    expect(prepare).toHaveBeenCalledOnce();
  });
});
