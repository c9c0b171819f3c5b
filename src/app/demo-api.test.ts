import { afterEach, describe, expect, it, vi } from 'vitest';
import { prepareTransport, send } from '@/api/transport';
import { demoBaseUrl } from '@/model/profiles';
import { installDemoApi } from './demo-api';

// The demo's data and handlers, stood in for: these tests are about when they load.
const { createDemoApi } = vi.hoisted(() => ({
  createDemoApi: vi.fn(
    (base: string) => async (request: Request) => new Response(`${base} answers ${request.url}`),
  ),
}));
vi.mock('@mocks/in-page', () => ({ createDemoApi }));

const undo: (() => void)[] = [];
afterEach(() => {
  undo.splice(0).forEach((off) => off());
  createDemoApi.mockClear();
});

describe('installDemoApi', () => {
  it('loads the demo once, when a page prepares it, and answers from that load', async () => {
    undo.push(installDemoApi());
    expect(createDemoApi).not.toHaveBeenCalled();

    prepareTransport(demoBaseUrl());
    await vi.waitFor(() => expect(createDemoApi).toHaveBeenCalledOnce());

    const response = await send(`${demoBaseUrl()}/fiat-currencies`, {});
    expect(await response.text()).toBe(`${demoBaseUrl()} answers ${demoBaseUrl()}/fiat-currencies`);
    prepareTransport(demoBaseUrl());
    expect(createDemoApi).toHaveBeenCalledOnce();
  });

  it('loads again on the first request when preparing failed', async () => {
    createDemoApi.mockImplementationOnce(() => {
      throw new Error('chunk failed');
    });
    undo.push(installDemoApi());

    prepareTransport(demoBaseUrl());
    await vi.waitFor(() => expect(createDemoApi).toHaveBeenCalledOnce());

    const response = await send(`${demoBaseUrl()}/fiat-currencies`, {});
    expect(response.ok).toBe(true);
    expect(createDemoApi).toHaveBeenCalledTimes(2);
  });
});
