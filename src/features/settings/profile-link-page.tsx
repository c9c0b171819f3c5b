import { Alert, Button, Code, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ProfileMark } from './profile-mark';
import { useSettings } from './settings-store';

export interface ProfileLinkPageProps {
  /** The profile name the link carries. */
  profileName: string;
  /** The page the link opens. */
  next: string;
  onOpen: (href: string) => void;
}

/**
 * A link names a profile this browser does not have: say which, and open the page in
 * the profile in use only when asked (until then nothing is requested).
 */
export function ProfileLinkPage({ profileName, next, onOpen }: ProfileLinkPageProps) {
  useDocumentTitle('Link for another profile');
  const { profile } = useSettings();
  return (
    <Stack maw={640} gap="lg">
      <Title order={1}>Link for another profile</Title>
      <Alert color="yellow" variant="light" title={`This link is for the profile “${profileName}”`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            This browser has no profile of that name, so the link cannot say which store or app ID
            it means. It opens <Code>{next}</Code>.
          </Text>
          {profile ? (
            <Text size="sm">
              Open it in the profile in use, <ProfileMark profile={profile} />, or add a profile
              named “{profileName}” in Settings first.
            </Text>
          ) : (
            <Text size="sm">Add a profile named “{profileName}” in Settings first.</Text>
          )}
        </Stack>
      </Alert>
      <Group gap="sm">
        {profile && <Button onClick={() => onOpen(next)}>Open in {profile.name}</Button>}
        <Button variant="default" component={Link} to="/settings">
          Add a profile in Settings
        </Button>
      </Group>
    </Stack>
  );
}
