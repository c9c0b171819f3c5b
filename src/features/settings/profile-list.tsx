import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { t } from '@/i18n';
import { ProfileMark } from './profile-mark';
import { switchProfile } from './profile-switcher';
import { DEMO_SCOPE, hostOf, type Profile } from '@/model/profiles';

export interface ProfileListProps {
  profiles: readonly Profile[];
  inUse: Profile | null;
  /** The profile in the form below (null: a new one). */
  editing: string | null;
  onEdit: (scope: string | null) => void;
}

/** Every profile of this browser: use one in this tab, edit or add one. */
export function ProfileList({ profiles, inUse, editing, onEdit }: ProfileListProps) {
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="profiles-title">
            {t('settings.profiles')}
          </Title>
          <Button
            size="xs"
            variant={editing === null ? 'light' : 'default'}
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onEdit(null)}
          >
            {t('settings.addProfile')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('settings.profilesIntro')}
        </Text>
        <Stack component="ul" aria-labelledby="profiles-title" gap={0} p={0} m={0}>
          {profiles.map((profile) => {
            const current = profile.scope === inUse?.scope;
            const demo = profile.scope === DEMO_SCOPE;
            return (
              <Group
                component="li"
                key={profile.scope}
                aria-label={profile.name}
                justify="space-between"
                gap="xs"
                py={6}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Group gap={6}>
                    <ProfileMark profile={profile} />
                    {current && (
                      <Badge size="sm" variant="light" color="gray">
                        {t('settings.inUse')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {demo
                      ? t('settings.builtInDemo')
                      : t('settings.profileStorage', {
                          host: hostOf(profile.baseUrl),
                          where: profile.remember ? 'device' : 'tab',
                        })}
                  </Text>
                </Stack>
                <Group gap={6}>
                  {!current && (
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => switchProfile(profile.scope)}
                    >
                      {t('settings.use', { name: profile.name })}
                    </Button>
                  )}
                  {!demo && editing !== profile.scope && (
                    <Button size="xs" variant="subtle" onClick={() => onEdit(profile.scope)}>
                      {t('settings.edit', { name: profile.name })}
                    </Button>
                  )}
                </Group>
              </Group>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
