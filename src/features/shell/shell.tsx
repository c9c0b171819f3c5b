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
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconCoin,
  IconCurrencyDollar,
  IconEye,
  IconEyeOff,
  IconLayoutSidebarLeftCollapse,
  IconLayoutSidebarLeftExpand,
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
import { ProfileBanner, ProfileSwitcher, profileColor, useSettings } from '@/features/settings';
// Loads on demand, off the first page: Mantine's Tooltip brings floating-ui.
import { DeferredTooltip as Tooltip } from '@/components/deferred-tooltip';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { SkipLink } from './skip-link';

const MAIN_ID = 'main';
import './shell.css';

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

/**
 * The sidebar from 768 px: labelled (230 px) or a rail of icons (64 px), chosen in the
 * header and remembered; until then a rail below 1200 px, so a tablet keeps its width
 * for the page. Below 768 px the navigation is a drawer behind the burger.
 */
function useRail(): boolean {
  const { navbar } = usePreferences();
  // Read at once (not in an effect): the first paint has the right sidebar.
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  return navbar === 'rail' || (navbar === 'auto' && !wide);
}

function SidebarToggle({ rail }: { rail: boolean }) {
  const label = rail ? 'Expand sidebar' : 'Collapse sidebar';
  const Icon = rail ? IconLayoutSidebarLeftExpand : IconLayoutSidebarLeftCollapse;
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        visibleFrom="sm"
        aria-label={label}
        aria-controls="app-navbar"
        onClick={() => setPreference('navbar', rail ? 'open' : 'rail')}
      >
        <Icon size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const settings = useSettings();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useFocusHeadingOnNavigation(MAIN_ID);
  const rail = useRail();
  // Any navigation (a link, the palette, Back) closes the phone's navigation drawer.
  useEffect(() => {
    close();
  }, [pathname, close]);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: rail ? 64 : 230, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <SkipLink target={MAIN_ID} />
      {/* The profile's colour across the top of every page. */}
      <AppShell.Header
        style={
          settings.profile
            ? { borderTop: `4px solid ${profileColor(settings.profile)}` }
            : undefined
        }
      >
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
              aria-label="Navigation"
              aria-expanded={opened}
              aria-controls="app-navbar"
            />
            <SidebarToggle rail={rail} />
            <Text
              fw={700}
              component={Link}
              to="/"
              c="inherit"
              style={{ textDecoration: 'none', whiteSpace: 'nowrap' }}
              visibleFrom="md"
            >
              Checkout dashboard
            </Text>
            <ProfileSwitcher />
            {settings.insecure && (
              <Badge
                color="red"
                variant="filled"
                component={Link}
                to="/settings"
                title="The API base URL is plain http:// to another computer: the app ID travels unencrypted."
                style={{ cursor: 'pointer', flexShrink: 0 }}
              >
                Unencrypted
              </Badge>
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
      <AppShell.Navbar
        p="xs"
        aria-label="Main"
        id="app-navbar"
        className="shell-nav"
        data-rail={rail || undefined}
        data-closed={!opened || undefined}
        onKeyDown={(event) => {
          // A phone's open navigation closes with Escape, like the drawer it looks like.
          if (event.key === 'Escape' && opened) close();
        }}
      >
        {NAV.map((item) => {
          const link = (
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
          );
          // On the rail the label is visually hidden (still the link's name): a tooltip shows it.
          return rail ? (
            <Tooltip key={item.to} label={item.label} position="right">
              {link}
            </Tooltip>
          ) : (
            link
          );
        })}
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <ProfileBanner />
        {children}
      </AppShell.Main>
      <LiveRegion />
    </AppShell>
  );
}
