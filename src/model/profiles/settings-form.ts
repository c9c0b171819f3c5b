import { t } from '@/i18n';
import type { ListsOnNewIdentity } from './identity';
import { sameProfileName } from './profile';
import { hostOf, isHttpUrl, isInsecureBaseUrl } from './profile-url';

/** The form's fields that can be refused, each with the message a person reads. */
export type SettingsFieldErrors = Partial<
  Record<'name' | 'baseUrl' | 'appId' | 'allowInsecure' | 'lists', string>
>;

/** What the rules read, and write back cleaned (trimmed, no trailing slash). */
export interface SettingsFields {
  name?: string | undefined;
  baseUrl: string;
  appId: string;
  allowInsecure?: boolean | undefined;
  /** What becomes of the edited profile's lists under a new base URL or app ID. */
  lists?: ListsOnNewIdentity | undefined;
}

/** What the fields are checked against: the other profiles, and the one edited. */
export interface SettingsContext {
  /** The names of every other profile (the built-in demo's too). */
  otherNames?: readonly string[];
  /** The saved profile the form edits: its connection, and whether it has stored lists. */
  edited?: { baseUrl: string; appId: string; hasLists: boolean } | undefined;
}

/**
 * The Settings form's rules: plain checks rather than a zod schema, so the page a new
 * user opens first does not fetch zod (~7 KB gzip) for three fields; the API's answers
 * are still checked by the zod schemas of src/api. Messages are read when a rule
 * fails, so they are in the language in use. The first failing rule of each field wins.
 */
export function checkSettings<T extends SettingsFields>(
  values: T,
  { otherNames = [], edited }: SettingsContext = {},
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
  // A link picks a profile by name: no two share one (a blank name takes the host's).
  const name = values.name?.trim() || (isHttpUrl(cleanUrl) ? hostOf(cleanUrl) : '');
  if (name && otherNames.some((other) => sameProfileName(other, name)))
    errors.name = t('settings.nameTaken', { name });
  // Another base URL or app ID may be another store: its pins move only when asked to.
  const renewed = edited && (cleanUrl !== edited.baseUrl || appId !== edited.appId);
  if (renewed && edited.hasLists && !values.lists) errors.lists = t('settings.chooseLists');
  if (Object.keys(errors).length) return { errors };
  return { settings: { ...values, baseUrl: cleanUrl, appId } };
}
