import { Alert, Code, Paper, Stack, Switch, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRef, useState, type FormEvent } from 'react';
import { t, tRich } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { setPreference, usePreferences } from '@/lib/preferences';
import {
  DEMO_SCOPE,
  checkSettings,
  hasStoredLists,
  settingsStore,
  useSettings,
  type SettingsFieldErrors,
} from '@/model/profiles';
import { ConnectionResultAlert } from './connection-result-alert';
import { ProfileFields } from './profile-fields';
import { ProfileFormButtons } from './profile-form-buttons';
import { connectionKey, formValues, type ProfileFormValues } from './profile-form-values';
import { ProfileList } from './profile-list';
import { useConnectionTest } from './use-connection-test';

export interface SettingsPageProps {
  /** The page that sent the user here for an app ID: shown, and opened after saving. */
  next?: string | undefined;
  onContinue?: ((next: string) => void) | undefined;
}

/**
 * The API profiles: the list (use, edit), and the form that edits one or adds a new one.
 * Save tests the connection first; a saved profile's new base URL or app ID asks what
 * becomes of its lists.
 */
export function SettingsPage({ next, onContinue }: SettingsPageProps) {
  useDocumentTitle(t('settings.title'));
  const saved = useSettings();
  /** The saved profile the form edits, or null for a new one (the demo is not edited). */
  const [editing, setEditing] = useState<string | null>(
    saved.profile && saved.profile.scope !== DEMO_SCOPE ? saved.profile.scope : null,
  );
  const editedProfile = saved.profiles.find((profile) => profile.scope === editing);
  const [values, setFieldValues] = useState<ProfileFormValues>(() =>
    formValues(editedProfile, saved.profiles),
  );
  // The fields' latest values, for a test that answers after an edit.
  const latest = useRef(values);
  const setValues = (next: ProfileFormValues) => {
    latest.current = next;
    setFieldValues(next);
  };
  const [errors, setErrors] = useState<SettingsFieldErrors>({});
  const { testing, connection, setConnection, test } = useConnectionTest(latest);

  // The saved profile's pins and lists, when another base URL or app ID would leave them.
  const edited = editedProfile && {
    baseUrl: editedProfile.baseUrl,
    appId: editedProfile.appId,
    hasLists: hasStoredLists(editedProfile.scope),
  };
  const asksForLists =
    edited?.hasLists === true &&
    connectionKey(values) !== connectionKey({ baseUrl: edited.baseUrl, appId: edited.appId });

  /** Shows a saved profile in the form (null: a new, empty one). */
  function edit(scope: string | null) {
    setEditing(scope);
    setValues(
      formValues(
        saved.profiles.find((profile) => profile.scope === scope),
        saved.profiles,
      ),
    );
    setErrors({});
    setConnection(null);
  }

  /** Edits a field; a URL or app ID edit drops the connection result. */
  function change(patch: Partial<ProfileFormValues>) {
    setValues({ ...values, ...patch });
    if ('baseUrl' in patch || 'appId' in patch) setConnection(null);
    if ('baseUrl' in patch) setErrors(({ allowInsecure: _, ...others }) => others);
    if ('lists' in patch) setErrors(({ lists: _, ...others }) => others);
  }

  function checked(): ProfileFormValues | null {
    const result = checkSettings(values, {
      otherNames: saved.profiles
        .filter((profile) => profile.scope !== editing)
        .map((profile) => profile.name),
      edited,
    });
    if ('errors' in result) {
      setErrors(result.errors);
      return null;
    }
    setErrors({});
    return result.settings;
  }

  async function save(settings: ProfileFormValues, verified: boolean) {
    // A new profile is added and used in this tab; a saved one keeps its pins and lists
    // (under a new base URL or app ID only when asked to: see checkSettings).
    setEditing(
      editing
        ? settingsStore.update(editing, settings, settings.lists ?? 'drop')
        : settingsStore.add(settings),
    );
    setValues(settings);
    notifications.show({
      color: verified ? 'teal' : 'yellow',
      title: t(verified ? 'settings.saved' : 'settings.savedUnverified'),
      message: t(settings.name.trim() ? 'settings.savedProfile' : 'settings.savedProfileUnnamed', {
        name: settings.name.trim(),
        where: settings.remember ? 'device' : 'tab',
      }),
    });
    if (next) onContinue?.(next);
  }

  /** Save tests the connection first (unless it just worked) and saves only if it works. */
  async function onSave(event: FormEvent) {
    event.preventDefault();
    if (testing) return;
    const settings = checked();
    if (!settings) return;
    const result = connection?.result.ok ? connection.result : await test(settings, true);
    if (result?.ok) await save(settings, true);
  }

  async function onTest() {
    const settings = checked();
    if (settings) await test(settings, false);
  }

  function onSaveAnyway() {
    const settings = checked();
    if (settings) void save(settings, false);
  }

  function onForget() {
    if (!editing) return;
    // Its cached answers go too (app/follow-identity.ts).
    settingsStore.forget(editing);
    edit(null);
    notifications.show({
      title: t('settings.forgotten'),
      message: t('settings.forgottenMessage', { name: editedProfile?.name ?? '' }),
    });
  }

  return (
    <Stack maw={640} gap="lg">
      <Title order={1}>{t('settings.title')}</Title>
      {next && !saved.appId && (
        <Alert color="yellow" variant="light" title={t('settings.setAppIdFirst')}>
          {tRich('settings.setAppIdFirstText', { page: <Code>{next}</Code> })}
        </Alert>
      )}
      <ProfileList
        profiles={saved.profiles}
        inUse={saved.profile}
        editing={editing}
        onEdit={edit}
      />
      <Paper withBorder p="lg">
        <form onSubmit={onSave} noValidate aria-labelledby="profile-form-title">
          <Stack gap="md">
            <Title order={2} size="h3" id="profile-form-title">
              {editedProfile
                ? t('settings.editProfile', { name: editedProfile.name })
                : t('settings.newProfile')}
            </Title>
            <ProfileFields
              values={values}
              errors={errors}
              asksForLists={asksForLists}
              change={change}
            />
            <ProfileFormButtons
              testing={testing}
              onTest={onTest}
              onForget={editing ? onForget : undefined}
            />
          </Stack>
        </form>
      </Paper>
      <ConnectionResultAlert connection={connection} onSaveAnyway={onSaveAnyway} />
      <KeepLastKnown />
    </Stack>
  );
}

/** The browser-wide choice to keep last-known data (model/last-known); off deletes it. */
function KeepLastKnown() {
  const { keepLastKnown } = usePreferences();
  return (
    <Paper withBorder p="lg">
      <Stack gap="xs">
        <Title order={2} size="h3">
          {t('settings.offlineTitle')}
        </Title>
        <Switch
          checked={keepLastKnown}
          onChange={(event) => setPreference('keepLastKnown', event.currentTarget.checked)}
          label={t('settings.keepLastKnown')}
          description={t('settings.keepLastKnownHint')}
        />
      </Stack>
    </Paper>
  );
}
