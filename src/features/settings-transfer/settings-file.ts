import * as z from 'zod/mini';
import '@/lib/zod-config';
import type { RecentCheckout } from '@/features/checkouts';
import { MAX_VIEW_NAME, MAX_VIEWS, parseViewsState, type ViewsState } from '@/features/saved-views';
import {
  PROFILE_COLORS,
  isHttpUrl,
  sameProfileName,
  trimUrl,
  type Profile,
  type ProfileColor,
} from '@/model/profiles';

/**
 * The settings file of issue 53: one JSON file of profiles (name, colour, environment,
 * base URL: never an app ID), each with its saved views and pins, that a team shares.
 * Read strictly: a file that is not exactly this shape, within these sizes, changes nothing.
 */

export const SETTINGS_FILE_FORMAT = 'checkout-dashboard-settings';
export const SETTINGS_FILE_VERSION = 1;
/** Far above a real export (a view is ~0.3 KB), far below what would stall the page. */
export const MAX_FILE_BYTES = 1024 * 1024;
const MAX_PROFILES = 100;
export const MAX_PINS = 500;
/** As profile.ts keeps a name. */
const MAX_PROFILE_NAME = 40;
const MAX_TEXT = 200;
const MAX_COLUMNS = 100;
const MAX_SEARCH_FIELDS = 40;
const MAX_DEFAULTS = 1000;
const VIEW_ID = /^[a-z0-9]{6,16}$/;

export interface SharedPin {
  checkoutCode: string;
  name?: string | undefined;
}

export interface SharedProfile {
  name: string;
  color: ProfileColor;
  production: boolean;
  baseUrl: string;
  views: ViewsState;
  /** In pin order (the watchlist's). */
  pins: SharedPin[];
}

export interface SettingsFile {
  format: typeof SETTINGS_FILE_FORMAT;
  version: typeof SETTINGS_FILE_VERSION;
  exportedAt: string;
  /** Said in the file, for the person who opens it: app IDs stay in each browser. */
  appIdsIncluded: false;
  profiles: SharedProfile[];
}

/** What the export reads of one profile. */
export interface ProfileToShare {
  profile: Profile;
  views: ViewsState;
  /** Its pinned checkouts in pin order. */
  pins: readonly RecentCheckout[];
}

/** The file of these profiles: only the fields named here, so nothing else can slip in. */
export function buildSettingsFile(entries: readonly ProfileToShare[], now: Date): SettingsFile {
  return {
    format: SETTINGS_FILE_FORMAT,
    version: SETTINGS_FILE_VERSION,
    exportedAt: now.toISOString(),
    appIdsIncluded: false,
    profiles: entries.map(({ profile, views, pins }) => ({
      name: profile.name,
      color: profile.color,
      production: profile.production,
      baseUrl: profile.baseUrl,
      views: {
        views: views.views,
        defaultForAll: views.defaultForAll,
        defaultByCheckout: views.defaultByCheckout,
      },
      pins: pins.slice(0, MAX_PINS).map((pin) => ({
        checkoutCode: pin.checkoutCode,
        ...(pin.name ? { name: pin.name } : {}),
      })),
    })),
  };
}

/**
 * The file's text, or the name of the profile whose app ID it would hold (typed into a
 * profile, view or checkout name): then nothing is written. Checked on the text itself,
 * as JSON escapes it too.
 */
export function settingsFileText(
  file: SettingsFile,
  secrets: readonly { name: string; appId: string }[],
): { text: string } | { appIdOf: string } {
  const text = `${JSON.stringify(file, null, 2)}\n`;
  for (const { name, appId } of secrets) {
    if (!appId) continue;
    if (text.includes(appId) || text.includes(JSON.stringify(appId).slice(1, -1)))
      return { appIdOf: name };
  }
  return { text };
}

/** `checkout-dashboard-settings-2026-11-29.json`, the day in the user's time zone. */
export function settingsFileName(now: Date): string {
  const day = [
    now.getFullYear(),
    String(now.getMonth() + 1).padStart(2, '0'),
    String(now.getDate()).padStart(2, '0'),
  ].join('-');
  return `${SETTINGS_FILE_FORMAT}-${day}.json`;
}

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isShortText = (value: unknown, max = MAX_TEXT) =>
  typeof value === 'string' && value.length <= max;

/**
 * A record checked by hand, not with z.record: its keys are the user's text (a
 * checkout code may be `__proto__`), and they stay the parsed JSON's own keys.
 */
const smallRecord = (maxEntries: number, isValue: (value: unknown) => boolean) =>
  z.custom<Record<string, unknown>>((value) => {
    if (!isObject(value)) return false;
    const entries = Object.entries(value);
    return (
      entries.length <= maxEntries &&
      entries.every(([key, item]) => key.length <= MAX_TEXT && isValue(item))
    );
  });

const searchValue = (value: unknown) =>
  isShortText(value) ||
  (Array.isArray(value) && value.length <= 20 && value.every((item) => isShortText(item)));
const columnList = z.array(text(MAX_TEXT)).check(z.maxLength(MAX_COLUMNS));

const viewSchema = z.strictObject({
  id: z.string().check(z.regex(VIEW_ID)),
  name: text(MAX_VIEW_NAME),
  search: smallRecord(MAX_SEARCH_FIELDS, searchValue),
  timeZone: z.enum(['local', 'utc']),
  hiddenColumns: columnList,
  shownColumns: columnList,
});

const viewsSchema = z.strictObject({
  views: z.array(viewSchema).check(z.maxLength(MAX_VIEWS)),
  defaultForAll: z.nullable(z.string().check(z.regex(VIEW_ID))),
  defaultByCheckout: smallRecord(MAX_DEFAULTS, (id) => typeof id === 'string' && VIEW_ID.test(id)),
});

const profileSchema = z.strictObject({
  name: text(MAX_PROFILE_NAME),
  color: z.enum(PROFILE_COLORS),
  production: z.boolean(),
  baseUrl: z.string().check(z.maxLength(2000), z.refine(isHttpUrl)),
  views: viewsSchema,
  pins: z
    .array(z.strictObject({ checkoutCode: text(MAX_TEXT), name: z.optional(text(MAX_TEXT)) }))
    .check(z.maxLength(MAX_PINS)),
});

const fileSchema = z.strictObject({
  format: z.literal(SETTINGS_FILE_FORMAT),
  version: z.literal(SETTINGS_FILE_VERSION),
  exportedAt: text(MAX_TEXT),
  appIdsIncluded: z.literal(false),
  profiles: z.array(profileSchema).check(z.maxLength(MAX_PROFILES)),
});

/** Why a file was refused; the screen says it in the user's language. */
export type SettingsFileProblem =
  'tooLarge' | 'notJson' | 'notSettingsFile' | 'newerVersion' | 'invalid';

export type ParsedSettingsFile = { file: SettingsFile } | { problem: SettingsFileProblem };

/** The views as the store keeps them, or undefined when any part would be dropped. */
function keptViews(raw: z.infer<typeof viewsSchema>): ViewsState | undefined {
  const views = parseViewsState(raw);
  if (!views) return undefined;
  const whole =
    views.views.length === raw.views.length &&
    views.defaultForAll === raw.defaultForAll &&
    Object.keys(views.defaultByCheckout).length === Object.keys(raw.defaultByCheckout).length;
  return whole ? views : undefined;
}

/** The same profile to an import: its base URL and its name (case aside). */
export function sameSharedProfile(
  a: { name: string; baseUrl: string },
  b: { name: string; baseUrl: string },
): boolean {
  return trimUrl(a.baseUrl) === trimUrl(b.baseUrl) && sameProfileName(a.name, b.name);
}

/** A settings file's text, checked whole: the file, or why it is refused. */
export function parseSettingsFile(source: string): ParsedSettingsFile {
  if (source.length > MAX_FILE_BYTES) return { problem: 'tooLarge' };
  let raw: unknown;
  try {
    raw = JSON.parse(source);
  } catch {
    return { problem: 'notJson' };
  }
  if (!isObject(raw) || raw.format !== SETTINGS_FILE_FORMAT) return { problem: 'notSettingsFile' };
  if (typeof raw.version === 'number' && raw.version > SETTINGS_FILE_VERSION)
    return { problem: 'newerVersion' };
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success) return { problem: 'invalid' };
  const profiles: SharedProfile[] = [];
  for (const profile of parsed.data.profiles) {
    const views = keptViews(profile.views);
    const codes = new Set(profile.pins.map((pin) => pin.checkoutCode));
    if (!views || codes.size !== profile.pins.length) return { problem: 'invalid' };
    // One profile twice: which of the two would win is not for the file to leave open.
    if (profiles.some((other) => sameSharedProfile(other, profile))) return { problem: 'invalid' };
    profiles.push({ ...profile, baseUrl: trimUrl(profile.baseUrl), views });
  }
  return { file: { ...parsed.data, profiles } };
}
