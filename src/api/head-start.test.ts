// @vitest-environment node
import { http, HttpResponse, delay } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failureOf } from '@/testing/api-failure';
import { setupMockApi, TEST_API_BASE } from '@/testing/mock-api';
import { TEST_APP_ID } from '@mocks/data';
import { apiGet, apiRequest } from './client';
import { fiatCurrenciesOptions } from './currencies';
import { fiatCurrenciesRequest } from './currency-requests';
import { ApiError } from './errors';
import { hasHeadStart, sendHeadStart } from './head-start';
import { fiatCurrenciesSchema } from './schemas';

const { server } = setupMockApi();
const api = {
  baseUrl: TEST_API_BASE,
  appId: TEST_APP_ID,
  scope: 'test',
  storage: 'local' as const,
};
const fiatUrl = `${TEST_API_BASE}/currencies/fiat`;

/** Every request the mock API receives: its URL and app ID. */
function requestLog() {
  const log: { url: string; appId: string | null }[] = [];
  server.events.on('request:start', ({ request }) => {
    log.push({ url: request.url, appId: request.headers.get('X-TX-AppId') });
  });
  return log;
}

const getFiat = (identity = api, signal?: AbortSignal) =>
  apiGet(identity, { ...fiatCurrenciesRequest(), signal }, fiatCurrenciesSchema);

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('sendHeadStart', () => {
  it("sends the page's request at once, and the page's own request takes its answer", async () => {
    const log = requestLog();
    sendHeadStart(api, fiatCurrenciesRequest());
    await vi.waitFor(() => expect(log).toHaveLength(1));
    expect(log[0]).toEqual({ url: fiatUrl, appId: TEST_APP_ID });

    // The query the page runs, with its own key and schema: nothing is sent again.
    const { queryFn } = fiatCurrenciesOptions(api);
    const fiat = await queryFn!({ signal: new AbortController().signal } as never);
    expect(fiat.some((currency) => currency.code === 'EUR')).toBe(true);
    expect(log).toHaveLength(1);

    // Taken once: the next request goes to the API.
    await getFiat();
    expect(log).toHaveLength(2);
  });

  it('is not the answer of another URL, nor of another app ID', async () => {
    const log = requestLog();
    sendHeadStart(api, fiatCurrenciesRequest());
    await apiRequest(api, { segments: ['currencies', 'crypto'], query: { chains: 'eth' } });
    await getFiat({ ...api, appId: 'another-app-id' }).catch(() => {});
    expect(log).toEqual([
      { url: fiatUrl, appId: TEST_APP_ID },
      { url: `${TEST_API_BASE}/currencies/crypto?chains=eth`, appId: TEST_APP_ID },
      { url: fiatUrl, appId: 'another-app-id' },
    ]);
    // The one sent ahead was let go with the other app ID's request: this one sends.
    await getFiat();
    expect(log).toHaveLength(4);
  });

  it('is let go when not taken within 20 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const log = requestLog();
    sendHeadStart(api, fiatCurrenciesRequest());
    vi.advanceTimersByTime(20_000);
    vi.useRealTimers();
    await getFiat();
    expect(log.map((entry) => entry.url)).toEqual([fiatUrl, fiatUrl]);
  });

  it("the taker's abort aborts it, as it would the taker's own request", async () => {
    const aborted: boolean[] = [];
    server.use(
      http.get(fiatUrl, async ({ request }) => {
        const index = aborted.push(false) - 1;
        request.signal.addEventListener('abort', () => (aborted[index] = true));
        await delay(5_000);
        return HttpResponse.json({ code: 200, msg: 'OK', status: 'success', result: [] });
      }),
    );
    sendHeadStart(api, fiatCurrenciesRequest());
    await vi.waitFor(() => expect(aborted).toEqual([false]));
    const controller = new AbortController();
    const request = getFiat(api, controller.signal);
    controller.abort();
    await expect(request).rejects.toSatisfy((error: unknown) => !(error instanceof ApiError));
    // The one request there was (sent ahead) is aborted; none other was sent.
    await vi.waitFor(() => expect(aborted).toEqual([true]));
  });

  it("a failure sent ahead is the taker's, told as its own would be", async () => {
    server.use(http.get(fiatUrl, () => HttpResponse.error()));
    const log = requestLog();
    sendHeadStart(api, fiatCurrenciesRequest());
    const error = await failureOf(getFiat());
    expect(error.kind).toBe('network-error');
    expect(log).toHaveLength(1);
  });

  it('says whether one waits for this request as this identity, until it is taken', async () => {
    sendHeadStart(api, fiatCurrenciesRequest());
    expect(hasHeadStart(api, fiatCurrenciesRequest())).toBe(true);
    expect(hasHeadStart({ ...api, appId: 'another-app-id' }, fiatCurrenciesRequest())).toBe(false);
    expect(hasHeadStart(api, { segments: ['currencies', 'crypto'] })).toBe(false);
    await getFiat();
    expect(hasHeadStart(api, fiatCurrenciesRequest())).toBe(false);
  });
});
