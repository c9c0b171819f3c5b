import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type RefObject } from 'react';
import { describeApiError } from '@/api/errors';
import { t } from '@/i18n';
import { afterFirstScreen } from '@/lib/first-screen';
import { connectionKey, type ProfileFormValues } from './profile-form-values';

export type ConnectionResult =
  { ok: true; message: string } | { ok: false; title: string; message: string };
/** A test's result for the base URL and app ID in the fields (an edit drops it). */
export interface Connection {
  result: ConnectionResult;
  /** It was Save's test: a failure offers "Save anyway". */
  fromSave: boolean;
}

// The data layer (API client and schemas, ~15 KB gzip) only tests the connection here:
// it loads once the page has painted, not with its first screen.
const loadCurrencies = () => import('@/api/currencies');

/**
 * Test connection (and Save's test first): asks the API for its fiat currencies with the
 * fields' base URL and app ID. `latest` holds the fields' latest values, for a test that
 * answers after an edit.
 */
export function useConnectionTest(latest: RefObject<ProfileFormValues>) {
  const queryClient = useQueryClient();
  useEffect(() => {
    // A head start for Test connection; should it fail, the test reports the failure.
    void afterFirstScreen()
      .then(loadCurrencies)
      .catch(() => {});
  }, []);
  const [testing, setTesting] = useState<'test' | 'save' | null>(null);
  const [connection, setConnection] = useState<Connection | null>(null);

  /** Tests the connection; the result is kept only while the fields still hold what was tested. */
  async function test(
    settings: ProfileFormValues,
    fromSave: boolean,
  ): Promise<ConnectionResult | null> {
    const tested = connectionKey(settings);
    setTesting(fromSave ? 'save' : 'test');
    setConnection(null);
    let result: ConnectionResult;
    try {
      // Not saved yet: no stored data of its own (a scope that names none).
      const api = {
        baseUrl: settings.baseUrl,
        appId: settings.appId,
        scope: 'test-connection',
        storage: 'session' as const,
      };
      const { fiatCurrenciesOptions } = await loadCurrencies();
      const fiat = await queryClient.fetchQuery({
        ...fiatCurrenciesOptions(api),
        staleTime: 0,
        retry: false,
      });
      result = {
        ok: true,
        message: t('settings.connected', { count: fiat.length }),
      };
    } catch (error) {
      const { title, detail } = describeApiError(error);
      result = { ok: false, title, message: detail };
    } finally {
      setTesting(null);
    }
    if (connectionKey(latest.current) !== tested) return null;
    setConnection({ result, fromSave });
    return result;
  }

  return { testing, connection, setConnection, test };
}
