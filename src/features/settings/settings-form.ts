import * as z from 'zod/mini';
import '@/lib/zod-config';
import { isHttpUrl } from './settings-store';

/** The Settings form's rules, with the messages a person reads. */
export const settingsSchema = z.object({
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
});
