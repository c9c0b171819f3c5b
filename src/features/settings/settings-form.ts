import * as z from 'zod/mini';
import '@/lib/zod-config';
import { isHttpUrl, isInsecureBaseUrl } from './settings-store';

/** The Settings form's rules, with the messages a person reads. */
export const settingsSchema = z
  .object({
    baseUrl: z.pipe(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Enter the API base URL'),
          z.refine(
            isHttpUrl,
            'Enter an http:// or https:// URL, for example https://api.example.com/v1',
          ),
        ),
      z.transform((value: string) => value.replace(/\/+$/, '')),
    ),
    appId: z.string().check(z.trim(), z.minLength(1, 'Enter your app ID')),
    remember: z.boolean(),
    allowInsecure: z.optional(z.boolean()),
  })
  .check(
    // Plain http carries the app ID in the clear: only to this machine, or when confirmed.
    z.refine(
      (settings) => !isInsecureBaseUrl(settings.baseUrl) || settings.allowInsecure === true,
      {
        message:
          'This address uses plain http:// to another computer: the app ID would travel unencrypted. Use https://, or confirm below.',
        path: ['allowInsecure'],
      },
    ),
  );
