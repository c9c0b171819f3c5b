import {
  ActionIcon,
  Badge,
  Box,
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
  IconScale,
  IconSettings,
  IconSun,
} from '@tabler/icons-react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { t, type MessageId } from '@/i18n';
import { announce, onAnnounce } from '@/lib/announce';
import { setPreference, usePreferences } from '@/lib/preferences';
import { PaletteLauncher } from '@/features/palette';
import { useSettings } from '@/model/profiles';
import { ProfileBanner, ProfileSwitcher, profileColor } from '@/features/settings';
// Loads on demand, off the first page: Mantine's Tooltip brings floating-ui.
import { DeferredTooltip as Tooltip } from '@/components/deferred-tooltip';
import { LanguagePicker } from '@/components/language-picker';
import { useFocusHeadingOnNavigation } from './focus-on-navigation';
import { SkipLink } from './skip-link';
import { MAIN_ID, SHELL_HEADER_CLASS } from '@/lib/use-element-width';

import './shell.css';

/** The pages of the navigation; each label is a message id, read where it is shown. */
const NAV = [
  { to: '/', label: 'shell.navCheckouts', icon: IconListSearch },
  { to: '/watch', label: 'shell.navWatchlist', icon: IconPin },
  { to: '/reconcile', label: 'shell.navReconcile', icon: IconScale },
  { to: '/currencies/crypto', label: 'shell.navCrypto', icon: IconCoin },
  { to: '/currencies/fiat', label: 'shell.navFiat', icon: IconCurrencyDollar },
  { to: '/settings', label: 'shell.navSettings', icon: IconSettings },
] as const satisfies readonly { to: string; label: MessageId; icon: unknown }[];

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light');
  const next = computed === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'shell.switchToDark' : 'shell.switchToLight');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
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
    <Tooltip label={t(utc ? 'shell.timesUtcTooltip' : 'shell.timesLocalTooltip')}>
      <Button
        size="xs"
        variant={utc ? 'filled' : 'default'}
        aria-pressed={utc}
        aria-label={t('shell.timesInUtc')}
        onClick={() => setPreference('timeZone', utc ? 'local' : 'utc')}
      >
        {t('shell.utc')}
      </Button>
    </Tooltip>
  );
}

/** Privacy mode for screen sharing: pages mask amounts, totals and address middles. */
function HideAmountsToggle() {
  const { hideAmounts } = usePreferences();
  return (
    <Tooltip label={t(hideAmounts ? 'shell.amountsHiddenTooltip' : 'shell.hideAmountsTooltip')}>
      <ActionIcon
        variant={hideAmounts ? 'filled' : 'default'}
        size="lg"
        aria-label={t('shell.hideAmounts')}
        aria-pressed={hideAmounts}
        onClick={() => {
          setPreference('hideAmounts', !hideAmounts);
          announce(t(hideAmounts ? 'shell.amountsShown' : 'shell.amountsHidden'));
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
  const label = t(rail ? 'shell.expandSidebar' : 'shell.collapseSidebar');
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
    // The page's frame as plain elements and CSS (shell.css), drawn as Mantine's AppShell
    // drew it: the AppShell's code (its resizable sections, responsive style tags) was
    // 5 KB gzip of every page's first script.
    <div className="shell" data-rail={rail || undefined}>
      <SkipLink target={MAIN_ID} />
      {/* The profile's colour across the top of every page. The second class is
          react-remove-scroll's: while a modal locks the page's scroll, the library moves
          this fixed header clear of the scrollbar's gap, as it did Mantine's. */}
      <header
        className={`${SHELL_HEADER_CLASS} right-scroll-bar-position`}
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
              aria-label={t('shell.navigation')}
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
              {t('common.appTitle')}
            </Text>
            <ProfileSwitcher />
            {settings.insecure && (
              <Badge
                color="red"
                variant="filled"
                component={Link}
                to="/settings"
                title={t('shell.unencryptedTitle')}
                style={{ cursor: 'pointer', flexShrink: 0 }}
              >
                {t('shell.unencrypted')}
              </Badge>
            )}
          </Group>
          <Group gap={6} wrap="nowrap">
            <Box visibleFrom="sm">
              <LanguagePicker id="language-picker-header" />
            </Box>
            <PaletteLauncher />
            <TimeZoneControl />
            <HideAmountsToggle />
            <ColorSchemeToggle />
          </Group>
        </Group>
      </header>
      <nav
        aria-label={t('shell.mainNavigation')}
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
          const label = t(item.label);
          const link = (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={label}
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
            <Tooltip key={item.to} label={label} position="right">
              {link}
            </Tooltip>
          ) : (
            link
          );
        })}
        {/* On a phone the header has no room: the language is chosen in the navigation. */}
        <Box hiddenFrom="sm" mt="md" px="xs">
          <LanguagePicker id="language-picker-navigation" />
        </Box>
      </nav>
      <main className="shell-main" id={MAIN_ID} tabIndex={-1}>
        <ProfileBanner />
        {children}
      </main>
      <LiveRegion />
    </div>
  );
}
