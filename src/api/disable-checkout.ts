import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { ApiIdentity } from './identity';
import { apiKeys } from './keys';

export interface DisableCheckoutResult {
  checkoutCode: string;
  /** The server's message, shown to the person who disabled it. */
  msg: string;
  /** When this browser received the server's success answer (epoch ms). */
  disabledAt: number;
}

/**
 * PATCH {base}/checkout/disable/{checkoutCode}: no body, the app ID in X-TX-AppId (spec
 * §4.4). The checkout code is one percent-encoded path segment, like everywhere else.
 */
export async function disableCheckout(
  api: ApiIdentity,
  checkoutCode: string,
): Promise<DisableCheckoutResult> {
  const envelope = await apiRequest(api, {
    method: 'PATCH',
    segments: ['checkout', 'disable', checkoutCode],
  });
  return { checkoutCode, msg: envelope.msg, disabledAt: Date.now() };
}

/**
 * Disabling is not idempotent from the user's point of view (a second request could
 * report a different state), so it is never retried automatically.
 *
 * `onDisabled` runs inside the mutation (not the component), so the outcome is kept
 * even when the page that started it has been left before the answer came.
 */
export function disableCheckoutOptions(
  api: ApiIdentity,
  queryClient: QueryClient,
  onDisabled?: (result: DisableCheckoutResult) => void,
) {
  return mutationOptions({
    mutationKey: apiKeys.disableCheckout(api),
    mutationFn: (checkoutCode: string) => disableCheckout(api, checkoutCode),
    retry: false,
    onSuccess: (result) => {
      onDisabled?.(result);
      // Not awaited: the mutation is done when the server answered; the refetch of the
      // checkout's transactions must not keep the confirm button spinning.
      void queryClient.invalidateQueries({
        queryKey: apiKeys.transactions(api, result.checkoutCode),
      });
    },
  });
}
