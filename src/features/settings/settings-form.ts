import * as z from 'zod/mini';
import '@/lib/zod-config';
import { t } from '@/i18n';
import { isHttpUrl, isInsecureBaseUrl } from './settings-store';

/**
 * The Settings form's rules, with the messages a person reads: each read when an issue
 * is raised (functions, never at module load), so it is in the language in use.
 */
export const settingsSchema = z
  .object({
    baseUrl: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, { error: () => t('settings.enterBaseUrl') }),
          z.refine(isHttpUrl, { error: () => t('settings.enterHttpUrl') }),
        ),
      z.transform((value: string) => value.replace(/\/+$/, '')),
    ),
    appId: z.string().check(z.trim(), z.minLength(1, { error: () => t('settings.enterAppId') })),
    remember: z.boolean(),
    allowInsecure: z.optional(z.boolean()),
  })
  .check(
    // Plain http carries the app ID in the clear: only to this machine, or when confirmed.
    z.refine(
      (settings) => !isInsecureBaseUrl(settings.baseUrl) || settings.allowInsecure === true,
      { error: () => t('settings.insecureUrl'), path: ['allowInsecure'] },
    ),
  );
