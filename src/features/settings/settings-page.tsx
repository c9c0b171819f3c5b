import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describeApiError } from '@/api/errors';
import { t, tRich, type MessageId } from '@/i18n';
import { afterFirstScreen } from '@/lib/first-screen';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileList } from './profile-list';
import {
  DEMO_SCOPE,
  PROFILE_COLORS,
  demoBaseUrl,
  hasStoredLists,
  settingsStore,
  useSettings,
  isInsecureBaseUrl,
  trimUrl,
  type ListsOnNewIdentity,
  type Profile,
  type ProfileColor,
  type SettingsInput,
} from '@/model/profiles';
import { checkSettings, type SettingsFieldErrors } from '@/model/profiles';

/**
 * The form's values: a profile's connection, name, colour and environment, and what
 * becomes of a saved profile's lists under a new base URL or app ID (asked then).
 */
type Settings = Required<Pick<SettingsInput, 'name' | 'color' | 'production'>> &
  Omit<SettingsInput, 'name' | 'color' | 'production'> & { lists?: ListsOnNewIdentity };

/** What the form shows for a saved profile, or for a new one. */
function formValues(profile: Profile | undefined, profiles: readonly Profile[]): Settings {
  if (profile)
    return {
      name: profile.name,
      color: profile.color,
      production: profile.production,
      baseUrl: profile.baseUrl,
      appId: profile.appId,
      remember: profile.remember,
      allowInsecure: profile.allowInsecure ?? false,
    };
  const used = new Set(profiles.map((entry) => entry.color));
  return {
    name: '',
    color: PROFILE_COLORS.find((color) => !used.has(color)) ?? 'blue',
    // Not production until the user says so: a sandbox saved unchecked still gets its banner.
    production: false,
    baseUrl: '',
    appId: '',
    remember: false,
    allowInsecure: false,
  };
}

/** Each colour's name in the Colour select. */
const COLOUR_NAMES: Record<ProfileColor, MessageId> = {
  blue: 'settings.colourBlue',
  teal: 'settings.colourTeal',
  grape: 'settings.colourGrape',
  orange: 'settings.colourOrange',
  red: 'settings.colourRed',
  gray: 'settings.colourGray',
};

type ConnectionResult =
  { ok: true; message: string } | { ok: false; title: string; message: string };
/** A test's result for the base URL and app ID in the fields (an edit drops it). */
interface Connection {
  result: ConnectionResult;
  /** It was Save's test: a failure offers "Save anyway". */
  fromSave: boolean;
}

/** What a connection result depends on. */
const connectionKey = (values: Pick<Settings, 'baseUrl' | 'appId'>) =>
  JSON.stringify([trimUrl(values.baseUrl), values.appId.trim()]);

export interface SettingsPageProps {
  /** The page that sent the user here for an app ID: shown, and opened after saving. */
  next?: string | undefined;
  onContinue?: ((next: string) => void) | undefined;
}

// The data layer (API client and schemas, ~15 KB gzip) only tests the connection here:
// it loads once the page has painted, not with its first screen.
const loadCurrencies = () => import('@/api/currencies');

export function SettingsPage({ next, onContinue }: SettingsPageProps) {
  useDocumentTitle(t('settings.title'));
  const saved = useSettings();
  const queryClient = useQueryClient();
  useEffect(() => {
    // A head start for Test connection; should it fail, the test reports the failure.
    void afterFirstScreen()
      .then(loadCurrencies)
      .catch(() => {});
  }, []);
  /** The saved profile the form edits, or null for a new one (the demo is not edited). */
  const [editing, setEditing] = useState<string | null>(
    saved.profile && saved.profile.scope !== DEMO_SCOPE ? saved.profile.scope : null,
  );
  const editedProfile = saved.profiles.find((profile) => profile.scope === editing);
  const [values, setFieldValues] = useState<Settings>(() =>
    formValues(editedProfile, saved.profiles),
  );
  const insecure = isInsecureBaseUrl(values.baseUrl.trim());
  // The fields' latest values, for a test that answers after an edit.
  const latest = useRef(values);
  const setValues = (next: Settings) => {
    latest.current = next;
    setFieldValues(next);
  };
  const [errors, setErrors] = useState<SettingsFieldErrors>({});
  const [testing, setTesting] = useState<'test' | 'save' | null>(null);
  const [connection, setConnection] = useState<Connection | null>(null);

  const isDemoUrl = values.baseUrl.replace(/\/+$/, '') === demoBaseUrl();
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
  function change(patch: Partial<Settings>) {
    setValues({ ...values, ...patch });
    if ('baseUrl' in patch || 'appId' in patch) setConnection(null);
    if ('baseUrl' in patch) setErrors(({ allowInsecure: _, ...others }) => others);
    if ('lists' in patch) setErrors(({ lists: _, ...others }) => others);
  }

  function checked(): Settings | null {
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

  /** Tests the connection; the result is kept only while the fields still hold what was tested. */
  async function test(settings: Settings, fromSave: boolean): Promise<ConnectionResult | null> {
    const tested = connectionKey(settings);
    setTesting(fromSave ? 'save' : 'test');
    setConnection(null);
    let result: ConnectionResult;
    try {
      // Not saved yet: no stored data of its own (a scope that names none).
      const api = {
        baseUrl: settings.baseUrl,
        appId: settings.appId,
        scope: 'test-connection',
        storage: 'session' as const,
      };
      const { fiatCurrenciesOptions } = await loadCurrencies();
      const fiat = await queryClient.fetchQuery({
        ...fiatCurrenciesOptions(api),
        staleTime: 0,
        retry: false,
      });
      result = {
        ok: true,
        message: t('settings.connected', { count: fiat.length }),
      };
    } catch (error) {
      const { title, detail } = describeApiError(error);
      result = { ok: false, title, message: detail };
    } finally {
      setTesting(null);
    }
    if (connectionKey(latest.current) !== tested) return null;
    setConnection({ result, fromSave });
    return result;
  }

  async function save(settings: Settings, verified: boolean) {
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
    // Its cached answers go too (app/identity.ts).
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
            <Group gap="sm" align="flex-start" grow>
              <TextInput
                label={t('settings.profileName')}
                description={t('settings.profileNameHint')}
                placeholder={values.baseUrl ? undefined : t('settings.profileNamePlaceholder')}
                value={values.name}
                maxLength={40}
                onChange={(event) => change({ name: event.currentTarget.value })}
                error={errors.name}
              />
              <NativeSelect
                label={t('settings.colour')}
                description={t('settings.colourHint')}
                value={values.color}
                onChange={(event) => change({ color: event.currentTarget.value as ProfileColor })}
                data={PROFILE_COLORS.map((color) => ({
                  value: color,
                  label: t(COLOUR_NAMES[color]),
                }))}
              />
            </Group>
            <Switch
              label={t('settings.production')}
              description={t('settings.productionHint')}
              checked={values.production}
              onChange={(event) => change({ production: event.currentTarget.checked })}
            />
            <TextInput
              label={t('settings.baseUrl')}
              description={t('settings.baseUrlHint')}
              value={values.baseUrl}
              onChange={(event) => change({ baseUrl: event.currentTarget.value })}
              error={errors.baseUrl}
              rightSectionWidth={isDemoUrl ? 100 : undefined}
              rightSection={
                isDemoUrl ? (
                  <Badge color="grape" variant="light">
                    {t('settings.demoData')}
                  </Badge>
                ) : undefined
              }
              autoComplete="url"
              spellCheck={false}
            />
            {insecure && (
              <Checkbox
                color="red"
                label={t('settings.allowInsecure')}
                description={t('settings.allowInsecureHint')}
                checked={values.allowInsecure === true}
                onChange={(event) => change({ allowInsecure: event.currentTarget.checked })}
                error={errors.allowInsecure}
              />
            )}
            <PasswordInput
              label={t('settings.appId')}
              description={t('settings.appIdHint')}
              value={values.appId}
              onChange={(event) => change({ appId: event.currentTarget.value })}
              error={errors.appId}
              autoComplete="off"
              spellCheck={false}
              visibilityToggleButtonProps={{ 'aria-label': t('settings.showAppId'), tabIndex: 0 }}
            />
            {asksForLists && (
              // A native select, not radios: the choice is rare, and Radio's code would be
              // 1.4 KB gzip more for the settings page's first screen (measured).
              <NativeSelect
                label={t('settings.listsOnNewIdentity')}
                description={t('settings.listsOnNewIdentityHint')}
                value={values.lists ?? ''}
                onChange={(event) => {
                  const { value } = event.currentTarget;
                  change({ lists: value === 'move' || value === 'drop' ? value : undefined });
                }}
                data={[
                  { value: '', label: t('settings.listsUnchosen'), disabled: true },
                  { value: 'move', label: t('settings.listsMove') },
                  { value: 'drop', label: t('settings.listsDrop') },
                ]}
                error={errors.lists}
              />
            )}
            <Switch
              label={t('settings.remember')}
              description={t('settings.rememberHint')}
              checked={values.remember}
              onChange={(event) => change({ remember: event.currentTarget.checked })}
            />
            <Group gap="sm">
              <Button
                type="submit"
                loading={testing === 'save'}
                leftSection={<IconCheck size={16} aria-hidden />}
              >
                {t('settings.save')}
              </Button>
              <Button
                variant="default"
                onClick={onTest}
                loading={testing === 'test'}
                disabled={testing === 'save'}
                leftSection={<IconPlugConnected size={16} aria-hidden />}
              >
                {t('settings.testConnection')}
              </Button>
              {editing && (
                <Button
                  variant="subtle"
                  color="red"
                  onClick={onForget}
                  leftSection={<IconTrash size={16} aria-hidden />}
                >
                  {t('settings.forget')}
                </Button>
              )}
            </Group>
          </Stack>
        </form>
      </Paper>
      <div aria-live="polite">
        {connection &&
          (connection.result.ok ? (
            <Alert color="teal" title={t('settings.connectionWorks')}>
              {connection.result.message}
            </Alert>
          ) : (
            <Alert
              color="red"
              title={t(connection.fromSave ? 'settings.notSaved' : 'settings.connectionFailed', {
                reason: connection.result.title,
              })}
            >
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{connection.result.message}</Text>
                {connection.fromSave && (
                  <>
                    <Text size="sm">{t('settings.saveAnywayHint')}</Text>
                    <Button size="xs" variant="default" onClick={onSaveAnyway}>
                      {t('settings.saveAnyway')}
                    </Button>
                  </>
                )}
              </Stack>
            </Alert>
          ))}
      </div>
    </Stack>
  );
}
