import { t } from '@/i18n';
import { isHttpUrl, isInsecureBaseUrl } from './settings-store';

/** The form's fields that can be refused, each with the message a person reads. */
export type SettingsFieldErrors = Partial<Record<'baseUrl' | 'appId' | 'allowInsecure', string>>;

/** What the rules read, and write back cleaned (trimmed, no trailing slash). */
export interface SettingsFields {
  baseUrl: string;
  appId: string;
  allowInsecure?: boolean | undefined;
}

/**
 * The Settings form's rules: plain checks rather than a zod schema, so the page a new
 * user opens first does not fetch zod (~7 KB gzip) for three fields; the API's answers
 * are still checked by the zod schemas of src/api. Messages are read when a rule
 * fails, so they are in the language in use. The first failing rule of each field wins.
 */
export function checkSettings<T extends SettingsFields>(
  values: T,
): { settings: T } | { errors: SettingsFieldErrors } {
  const errors: SettingsFieldErrors = {};
  const baseUrl = values.baseUrl.trim();
  if (!baseUrl) errors.baseUrl = t('settings.enterBaseUrl');
  else if (!isHttpUrl(baseUrl)) errors.baseUrl = t('settings.enterHttpUrl');
  const appId = values.appId.trim();
  if (!appId) errors.appId = t('settings.enterAppId');
  const cleanUrl = baseUrl.replace(/\/+$/, '');
  // Plain http carries the app ID in the clear: only to this machine, or when confirmed.
  if (isInsecureBaseUrl(cleanUrl) && values.allowInsecure !== true)
    errors.allowInsecure = t('settings.insecureUrl');
  if (Object.keys(errors).length) return { errors };
  return { settings: { ...values, baseUrl: cleanUrl, appId } };
}
