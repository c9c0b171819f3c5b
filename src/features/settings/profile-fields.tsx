import {
  Badge,
  Checkbox,
  Group,
  NativeSelect,
  PasswordInput,
  Switch,
  TextInput,
} from '@mantine/core';
import { t, type MessageId } from '@/i18n';
import {
  PROFILE_COLORS,
  demoBaseUrl,
  isInsecureBaseUrl,
  type ProfileColor,
  type SettingsFieldErrors,
} from '@/model/profiles';
import { ListsQuestion } from './lists-question';
import type { ProfileFormValues } from './profile-form-values';

/** Each colour's name in the Colour select. */
const COLOUR_NAMES: Record<ProfileColor, MessageId> = {
  blue: 'settings.colourBlue',
  teal: 'settings.colourTeal',
  grape: 'settings.colourGrape',
  orange: 'settings.colourOrange',
  red: 'settings.colourRed',
  gray: 'settings.colourGray',
};

/**
 * The profile form's fields: name, colour and environment, then the connection (base
 * URL, the plain-http confirmation when it is needed, app ID, the lists question when a
 * saved profile's identity changes) and where it is kept.
 */
export function ProfileFields({
  values,
  errors,
  asksForLists,
  change,
}: {
  values: ProfileFormValues;
  errors: SettingsFieldErrors;
  /** A saved profile with stored lists gets another base URL or app ID. */
  asksForLists: boolean;
  change: (patch: Partial<ProfileFormValues>) => void;
}) {
  const insecure = isInsecureBaseUrl(values.baseUrl.trim());
  const isDemoUrl = values.baseUrl.replace(/\/+$/, '') === demoBaseUrl();
  return (
    <>
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
        <ListsQuestion
          value={values.lists}
          error={errors.lists}
          onChange={(lists) => change({ lists })}
        />
      )}
      <Switch
        label={t('settings.remember')}
        description={t('settings.rememberHint')}
        checked={values.remember}
        onChange={(event) => change({ remember: event.currentTarget.checked })}
      />
    </>
  );
}
