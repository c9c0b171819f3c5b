import {
  ActionIcon,
  AppShell,
  Badge,
  Button,
  Burger,
  Group,
  NavLink,
  Text,
  VisuallyHidden,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconCoin,
  IconCurrencyDollar,
  IconEye,
  IconEyeOff,
  IconListSearch,
  IconMoon,
  IconPin,
  IconSettings,
  IconSun,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { announce, onAnnounce } from '@/lib/announce';
import { setPreference, usePreferences } from '@/lib/preferences';
import { PaletteLauncher } from '@/features/palette';
import { useSettings } from '@/features/settings';
// Loads on demand, off the first page: Mantine's Tooltip brings floating-ui.
import { DeferredTooltip as Tooltip } from '@/components/deferred-tooltip';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main';

const NAV = [
  { to: '/', label: 'Checkouts', icon: IconListSearch },
  { to: '/watch', label: 'Watchlist', icon: IconPin },
  { to: '/currencies/crypto', label: 'Crypto currencies', icon: IconCoin },
  { to: '/currencies/fiat', label: 'Fiat currencies', icon: IconCurrencyDollar },
  { to: '/settings', label: 'Settings', icon: IconSettings },
] as const;

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  return (
    <Tooltip label={`Switch to ${next} theme`}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={`Switch to ${next} theme`}
        onClick={() => setColorScheme(next)}
      >
        {computed === 'dark' ? (
          <IconSun size={18} aria-hidden />
        ) : (
          <IconMoon size={18} aria-hidden />
        )}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * Local time or UTC for every time shown in the app (saved per browser). A toggle
 * button rather than a segmented control: same meaning, a fraction of the first-page
 * bytes.
 */
function TimeZoneControl() {
  const { timeZone } = usePreferences();
  const utc = timeZone === 'utc';
  return (
    <Tooltip
      label={
        utc ? 'Times are in UTC: press for local time' : 'Times are in local time: press for UTC'
      }
    >
      <Button
        size="xs"
        variant={utc ? 'filled' : 'default'}
        aria-pressed={utc}
        aria-label="Times in UTC"
        onClick={() => setPreference('timeZone', utc ? 'local' : 'utc')}
      >
        UTC
      </Button>
    </Tooltip>
  );
}

/** Privacy mode for screen sharing: pages mask amounts, totals and address middles. */
function HideAmountsToggle() {
  const { hideAmounts } = usePreferences();
  return (
    <Tooltip
      label={
        hideAmounts ? 'Amounts hidden: click to show them' : 'Hide amounts (for screen sharing)'
      }
    >
      <ActionIcon
        variant={hideAmounts ? 'filled' : 'default'}
        size="lg"
        aria-label="Hide amounts"
        aria-pressed={hideAmounts}
        onClick={() => {
          setPreference('hideAmounts', !hideAmounts);
          announce(hideAmounts ? 'Amounts shown' : 'Amounts hidden');
        }}
      >
        {hideAmounts ? <IconEyeOff size={18} aria-hidden /> : <IconEye size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}

function LiveRegion() {
  const [message, setMessage] = useState('');
  useEffect(
    () =>
      onAnnounce((next) => {
        // Clear first so the same message twice is announced twice.
        setMessage('');
        requestAnimationFrame(() => setMessage(next));
      }),
    [],
  );
  return (
    <VisuallyHidden role="status" aria-live="polite" data-testid="announcer">
      {message}
    </VisuallyHidden>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const settings = useSettings();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useFocusHeadingOnNavigation(MAIN_ID);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink target={MAIN_ID} />
      <AppShell.Header>
        <Group
          h="100%"
          px={{ base: 'xs', sm: 'md' }}
          gap="xs"
          justify="space-between"
          wrap="nowrap"
        >
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
            />
            <Text
              fw={700}
              component={Link}
              to="/"
              c="inherit"
              style={{ textDecoration: 'none' }}
              visibleFrom="xs"
            >
              Checkout dashboard
            </Text>
            {settings.demo && (
              <Tooltip label="Built-in demo API: no real data. Point the dashboard at your API in Settings.">
                <Badge
                  color="grape"
                  variant="light"
                  component={Link}
                  to="/settings"
                  style={{ cursor: 'pointer', flexShrink: 0 }}
                >
                  Demo data
                </Badge>
              </Tooltip>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <PaletteLauncher />
            <TimeZoneControl />
            <HideAmountsToggle />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label="Main">
        {NAV.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} aria-hidden />}
            active={
              item.to === '/'
                ? pathname === '/' || pathname.startsWith('/checkouts')
                : pathname.startsWith(item.to)
            }
            onClick={close}
          />
        ))}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        {children}
      </AppShell.Main>
      <LiveRegion />
    </AppShell>
  );
}
