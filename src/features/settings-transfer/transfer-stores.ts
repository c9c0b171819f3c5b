import { pinnedCheckoutsNow, replacePins } from '@/features/checkouts';
import { replaceViews, viewsNow } from '@/features/saved-views';
import { DEMO_SCOPE, identityOf, settingsStore, type Profile } from '@/model/profiles';
import type { ImportPlan, ViewsAndPins } from './import-plan';
import { buildSettingsFile, settingsFileText } from './settings-file';

/** The settings file and the stores: what an export reads and an import writes. */

/** The profiles an export holds: every saved one, tab-only ones too; never the demo. */
export function sharedProfiles(profiles: readonly Profile[]): Profile[] {
  return profiles.filter((profile) => profile.scope !== DEMO_SCOPE);
}

/** This browser's settings file, or the profile whose app ID it would hold (see settingsFileText). */
export function exportedSettings(now: Date): ReturnType<typeof settingsFileText> {
  const profiles = sharedProfiles(settingsStore.get().profiles);
  const file = buildSettingsFile(
    profiles.map((profile) => {
      const api = identityOf(profile);
      return { profile, views: viewsNow(api), pins: pinnedCheckoutsNow(api) };
    }),
    now,
  );
  return settingsFileText(file, profiles);
}

export function holdingOf(profile: Profile): ViewsAndPins {
  const api = identityOf(profile);
  return { views: viewsNow(api).views.length, pins: pinnedCheckoutsNow(api).length };
}

/**
 * Puts the file's views and pins in place of the targets' own; a target forgotten or
 * renewed since the plan was shown is left out. Returns how many profiles took them.
 */
export function applyImport(plan: ImportPlan): number {
  const { profiles } = settingsStore.get();
  let imported = 0;
  for (const target of plan.targets) {
    const profile = profiles.find((candidate) => candidate.scope === target.scope);
    if (!profile) continue;
    const api = identityOf(profile);
    replaceViews(api, target.shared.views);
    replacePins(api, target.shared.pins);
    imported++;
  }
  return imported;
}
