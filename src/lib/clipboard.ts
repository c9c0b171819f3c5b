import { t } from '@/i18n';
import { announce } from './announce';

/**
 * The one way the app copies text: writes `value` to the clipboard and announces the
 * outcome ("Copied <label>" / "Could not copy <label>") in the polite live region.
 * Resolves to whether it worked.
 */
export async function copyText(value: string, label: string): Promise<boolean> {
  const write = navigator.clipboard?.writeText(value);
  if (!write) {
    announce(t('common.copyBlocked', { label }));
    return false;
  }
  try {
    await write;
    announce(t('common.copied', { label }));
    return true;
  } catch {
    announce(t('common.copyFailed', { label }));
    return false;
  }
}
