import { DEMO_SCOPE, type Profile } from '@/model/profiles';
import { sameSharedProfile, type SettingsFile, type SharedProfile } from './settings-file';

/**
 * What an import would do, shown before anything changes. A profile of the file goes
 * into this browser's profile of the same base URL and name; it never creates one, as a
 * profile cannot exist without its app ID, which the file does not hold.
 */

export interface ViewsAndPins {
  views: number;
  pins: number;
}

export interface ImportTarget {
  /** The profile here that takes the file's views and pins. */
  scope: string;
  name: string;
  shared: SharedProfile;
  /** What it holds now: replaced, or, when it holds nothing, added to. */
  current: ViewsAndPins;
}

export interface ImportPlan {
  targets: ImportTarget[];
  /** In the file, with no profile of its name and base URL here: add it first. */
  unmatched: SharedProfile[];
  /** Matched, but the file holds no view or pin for it: left as it is. */
  empty: SharedProfile[];
}

export function planImport(
  file: SettingsFile,
  profiles: readonly Profile[],
  holdingOf: (profile: Profile) => ViewsAndPins,
): ImportPlan {
  const plan: ImportPlan = { targets: [], unmatched: [], empty: [] };
  for (const shared of file.profiles) {
    const profile = profiles.find(
      (candidate) => candidate.scope !== DEMO_SCOPE && sameSharedProfile(candidate, shared),
    );
    if (!profile) plan.unmatched.push(shared);
    else if (shared.views.views.length === 0 && shared.pins.length === 0) plan.empty.push(shared);
    else
      plan.targets.push({
        scope: profile.scope,
        name: profile.name,
        shared,
        current: holdingOf(profile),
      });
  }
  return plan;
}

/** Whether the target holds nothing yet: its views and pins are added, nothing replaced. */
export const addsOnly = (target: ImportTarget) =>
  target.current.views === 0 && target.current.pins === 0;
