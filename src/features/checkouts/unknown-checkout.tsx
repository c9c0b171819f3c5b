import { Anchor, Code, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useApi } from '@/api/identity';
import { t, tRich } from '@/i18n';
import { useSettings } from '@/model/profiles';
import { closeCheckoutCodes } from './close-matches';
import { DEMO_CHECKOUT_CODES } from './demo-checkouts';
import { useRecentCheckouts } from './recent-checkouts-store';

interface UnknownCheckoutProps {
  checkoutCode: string;
  /** What the service said, when it said more than "not found". */
  serviceMessage?: string | undefined;
}

/**
 * The page for a code the service does not know (a 404): not a checkout, so nothing to
 * pin or disable; close matches from the recent, pinned and demo checkouts instead.
 * The page that shows it sets the document title.
 */
export function UnknownCheckout({ checkoutCode, serviceMessage }: UnknownCheckoutProps) {
  const api = useApi();
  const { demo } = useSettings();
  const recent = useRecentCheckouts(api);
  const known = [
    ...recent.filter((entry) => !entry.noPayments).map((entry) => entry.checkoutCode),
    ...(demo ? DEMO_CHECKOUT_CODES : []),
  ];
  const matches = closeCheckoutCodes(checkoutCode, known);

  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('checkouts.unknownTitle')}</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text>
            {serviceMessage
              ? tRich('checkouts.unknownTextAnswered', {
                  code: <Code translate="no">{checkoutCode}</Code>,
                  // The service's own words, as sent: never translated.
                  answer: <span translate="no">{serviceMessage}</span>,
                })
              : tRich('checkouts.unknownText', {
                  code: <Code translate="no">{checkoutCode}</Code>,
                })}
          </Text>
          {matches.length > 0 && (
            <Stack gap={4} component="section" aria-labelledby="close-matches-heading">
              <Text fw={600} id="close-matches-heading">
                {t('checkouts.didYouMean')}
              </Text>
              {/* A plain list: no extra stylesheet for one short list. */}
              <ul style={{ margin: 0 }} aria-labelledby="close-matches-heading">
                {matches.map((code) => (
                  <li key={code}>
                    <Anchor
                      renderRoot={(props) => (
                        <Link
                          {...props}
                          to="/checkouts/$checkoutCode"
                          params={{ checkoutCode: code }}
                        />
                      )}
                    >
                      {code}
                    </Anchor>
                  </li>
                ))}
              </ul>
            </Stack>
          )}
          <Text size="sm">
            <Anchor component={Link} to="/">
              {t('checkouts.openAnother')}
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
