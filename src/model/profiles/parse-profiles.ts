import { DEMO_SCOPE } from './demo-profile';
import { PROFILE_COLORS, SCOPE_PATTERN, profileName, type Profile, type Settings } from './profile';
import { hostOf, isHttpUrl, isInsecureBaseUrl, trimUrl } from './profile-url';

/**
 * Stored settings, or undefined when they are not usable. Plain checks, not a schema:
 * this runs on the first page, where bytes count.
 */
export function parseSettings(raw: unknown): Settings | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { baseUrl, appId, remember, scope, allowInsecure } = raw as Record<string, unknown>;
  if (typeof baseUrl !== 'string' || typeof appId !== 'string' || typeof remember !== 'boolean')
    return undefined;
  if (typeof scope !== 'string' || !SCOPE_PATTERN.test(scope)) return undefined;
  const url = trimUrl(baseUrl);
  const id = appId.trim();
  // Plain http to another host only with the confirmation saved beside it.
  if (isInsecureBaseUrl(url) && allowInsecure !== true) return undefined;
  return isHttpUrl(url) && id
    ? {
        baseUrl: url,
        appId: id,
        remember,
        scope,
        ...(allowInsecure === true ? { allowInsecure } : {}),
      }
    : undefined;
}

function parseProfile(raw: unknown): Profile | undefined {
  const settings = parseSettings(raw);
  if (!settings || settings.scope === DEMO_SCOPE) return undefined;
  const { name, color, production, sharedName } = raw as Record<string, unknown>;
  return {
    ...settings,
    name: profileName(name, hostOf(settings.baseUrl)),
    color: PROFILE_COLORS.find((known) => known === color) ?? 'blue',
    production: typeof production === 'boolean' ? production : true,
    ...(typeof sharedName === 'string' && sharedName.trim()
      ? { sharedName: profileName(sharedName, '') }
      : {}),
  };
}

/** A stored list of profiles: each checked on its own, so one broken entry loses no other. */
export function parseProfiles(raw: unknown): Profile[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const seen = new Set<string>();
  const profiles: Profile[] = [];
  for (const item of raw) {
    const profile = parseProfile(item);
    if (!profile || seen.has(profile.scope)) continue;
    seen.add(profile.scope);
    profiles.push(profile);
  }
  return profiles;
}
