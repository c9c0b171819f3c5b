import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t, tRich } from '@/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { profilesForLink } from '@/model/profiles';
import { ProfileMark } from './profile-mark';
import { switchProfile } from './profile-switcher';
import { useSettings } from '@/model/profiles';

export interface ProfileLinkPageProps {
  /** The profile name the link carries. */
  profileName: string;
  /** The page the link opens. */
  next: string;
  onOpen: (href: string) => void;
}

/**
 * A link names a profile this browser does not have: say which, and open the page in
 * the profile in use only when asked. A link whose name several profiles have had: say
 * so, and open it in the one chosen. Until then nothing is requested.
 */
export function ProfileLinkPage({ profileName, next, onOpen }: ProfileLinkPageProps) {
  const { profile, profiles } = useSettings();
  const candidates = profilesForLink(profileName, profiles);
  const several = candidates.length > 0;
  const title = t(several ? 'settings.linkWhichTitle' : 'settings.linkPageTitle');
  useDocumentTitle(title);
  return (
    <Stack maw={640} gap="lg">
      <Title order={1}>{title}</Title>
      <Alert
        color="yellow"
        variant="light"
        title={t('settings.linkForProfile', { name: profileName })}
      >
        {several ? (
          <Text size="sm">{tRich('settings.linkSeveral', { page: <Code>{next}</Code> })}</Text>
        ) : (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{tRich('settings.linkNoProfile', { page: <Code>{next}</Code> })}</Text>
            {profile ? (
              <Text size="sm">
                {tRich('settings.linkOpenInUse', {
                  profile: <ProfileMark profile={profile} />,
                  name: profileName,
                })}
              </Text>
            ) : (
              <Text size="sm">{t('settings.linkAddFirst', { name: profileName })}</Text>
            )}
          </Stack>
        )}
      </Alert>
      <Group gap="sm">
        {several ? (
          candidates.map((candidate) => (
            <Button
              key={candidate.scope}
              variant="default"
              onClick={() => {
                switchProfile(candidate.scope);
                onOpen(next);
              }}
            >
              {t('settings.openIn', { name: candidate.name })}
            </Button>
          ))
        ) : (
          <>
            {profile && (
              <Button onClick={() => onOpen(next)}>
                {t('settings.openIn', { name: profile.name })}
              </Button>
            )}
            <Button variant="default" component={Link} to="/settings">
              {t('settings.addInSettings')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
