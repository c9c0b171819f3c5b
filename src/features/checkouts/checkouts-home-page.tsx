import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSettings } from '@/features/settings';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DEMO_CHECKOUT_CODES } from './demo-checkouts';
import { OpenCheckoutForm } from './open-checkout-form';
import { RecentCheckoutsList } from './recent-checkouts-list';

export function CheckoutsHomePage() {
  useDocumentTitle('Checkouts');
  const { demo } = useSettings();

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1}>Checkouts</Title>
        <Text c="dimmed">Open a checkout by its code to see, filter and export its payments.</Text>
      </Stack>

      <OpenCheckoutForm />

      {demo && (
        <Paper withBorder p="sm" radius="md" component="nav" aria-label="Demo checkouts">
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              Demo checkouts:
            </Text>
            {DEMO_CHECKOUT_CODES.map((code) => (
              <Anchor
                key={code}
                size="sm"
                renderRoot={(props) => (
                  <Link {...props} to="/checkouts/$checkoutCode" params={{ checkoutCode: code }} />
                )}
              >
                {code}
              </Anchor>
            ))}
          </Group>
        </Paper>
      )}

      <Stack gap="sm" component="section" aria-labelledby="recent-checkouts-heading">
        <Title order={2} size="h3" id="recent-checkouts-heading">
          Recent checkouts
        </Title>
        <RecentCheckoutsList />
      </Stack>
    </Stack>
  );
}
