import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { t } from '@/i18n';
import { useSettings } from '@/model/profiles';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DEMO_CHECKOUT_CODES } from './demo-checkouts';
import { OpenCheckoutForm } from './open-checkout-form';
import { RecentCheckoutsList } from './recent-checkouts-list';

export function CheckoutsHomePage() {
  const title = t('checkouts.title');
  useDocumentTitle(title);
  const { demo } = useSettings();

  return (
    <Stack gap="lg" maw={900}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('checkouts.intro')}</Text>
      </Stack>

      <OpenCheckoutForm />

      {demo && (
        <Paper
          withBorder
          p="sm"
          radius="md"
          component="nav"
          aria-label={t('checkouts.demoCheckouts')}
        >
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('checkouts.demoCheckoutsLead')}
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
          {t('checkouts.recent')}
        </Title>
        <RecentCheckoutsList />
      </Stack>
    </Stack>
  );
}
