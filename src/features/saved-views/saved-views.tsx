import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { IconBookmark } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useApi } from '@/api/identity';
import { codeOnTouch, useCode, useStandIn } from '@/components/code-on-touch';
import { loadCataloguePart, t } from '@/i18n';
import { announce } from '@/lib/announce';
import { usePreferences } from '@/lib/preferences';
import { CHECKOUT_SEARCH_DEFAULTS, hasActiveFilters } from '@/features/payment-filters';
import { builtInViews, isBuiltInViewId, useThresholds } from './built-in-views';
import {
  currentParts,
  differsFrom,
  useApplyView,
  type ActiveView,
  type ViewsMenuProps,
  type ViewsProps,
} from './view-parts';
import { defaultViewFor, updateView, useViews, viewsNow } from './views-store';

const menuCode = codeOnTouch(() =>
  Promise.all([import('./views-menu'), loadCataloguePart('views-dialog')]).then(
    ([module]) => module.ViewsMenu,
  ),
);

/**
 * The Views menu (issue 53), beside Columns and Export; an icon with its name on a phone.
 * Its code (the menu and its dialogs) loads when the button is first reached for
 * (pointer, focus); until then the button is a stand-in of the same look, and a click on
 * it opens the menu when the code arrives.
 */
export function SavedViewsMenu(props: ViewsMenuProps) {
  const Menu = useCode(menuCode);
  const { intent, handlers } = useStandIn(menuCode);
  if (Menu) return <Menu {...props} intent={intent.current} />;
  const standIn = {
    'aria-haspopup': 'menu' as const,
    'aria-expanded': false,
    onPointerEnter: handlers.onPointerEnter,
    onFocus: handlers.onFocus,
    onBlur: handlers.onBlur,
    onClick: () => {
      intent.current.focus = true;
      intent.current.open = true;
      menuCode.load();
    },
  };
  return props.compact ? (
    <ActionIcon
      variant="default"
      size={36}
      aria-label={t('saved-views.menu')}
      title={t('saved-views.menu')}
      {...standIn}
    >
      <IconBookmark size={18} aria-hidden />
    </ActionIcon>
  ) : (
    <Button variant="default" leftSection={<IconBookmark size={16} aria-hidden />} {...standIn}>
      {t('saved-views.menu')}
    </Button>
  );
}

/** The view the URL names, saved or built-in; none when it names no view of this profile. */
function useActiveView(viewId: string | undefined): ActiveView | undefined {
  const api = useApi();
  const state = useViews(api);
  const thresholds = useThresholds(api);
  const { timeZone } = usePreferences();
  if (!viewId) return undefined;
  if (isBuiltInViewId(viewId)) {
    const view = builtInViews(thresholds, timeZone).find((item) => item.id === viewId);
    return view && { kind: 'built-in', view };
  }
  const view = state.views.find((item) => item.id === viewId);
  return view && { kind: 'saved', view };
}

/**
 * The view in use, over the payments: its name (a built-in view's one line on what it
 * selects), and "Modified" with Reset (and Save, for a saved view) when the page no
 * longer shows it; nothing when no view is in use. A plain link (no filter, the default
 * order, no view) opens the checkout's default view, once.
 */
export function SavedViewStatus({ checkoutCode, search, onSearchChange }: ViewsProps) {
  const api = useApi();
  const preferences = usePreferences();
  const apply = useApplyView(onSearchChange);
  const active = useActiveView(search.view);
  const modified = active !== undefined && differsFrom(active, search, preferences);

  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const plain =
      !hasActiveFilters(search) &&
      search.view === undefined &&
      (search.sort ?? CHECKOUT_SEARCH_DEFAULTS.sort) === CHECKOUT_SEARCH_DEFAULTS.sort &&
      (search.dir ?? CHECKOUT_SEARCH_DEFAULTS.dir) === CHECKOUT_SEARCH_DEFAULTS.dir;
    const view = plain ? defaultViewFor(viewsNow(api), checkoutCode) : undefined;
    if (view) {
      apply(view);
      announce(t('saved-views.openedDefault', { name: view.name }));
    }
    // Only on opening: later changes are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!active) return null;
  const { name } = active.view;
  const actions = [
    {
      label: t('saved-views.reset'),
      name: t('saved-views.resetName', { name }),
      act: () => {
        apply(active.view);
        announce(t('saved-views.resetDone', { name }));
      },
    },
  ];
  if (active.kind === 'saved')
    actions.push({
      label: t('saved-views.save'),
      name: t('saved-views.saveName', { name }),
      act: () => {
        updateView(api, active.view.id, currentParts(search, preferences));
        announce(t('saved-views.saved', { name }));
      },
    });
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('saved-views.active', { name })}
        {active.kind === 'built-in' && (
          <Text span size="sm" c="dimmed">
            {` · ${active.view.description}`}
          </Text>
        )}
      </Text>
      {modified && (
        <>
          <Badge variant="light" color="yellow">
            {t('saved-views.modified')}
          </Badge>
          {actions.map(({ label, name: actionName, act }) => (
            <Button key={label} variant="subtle" size="xs" aria-label={actionName} onClick={act}>
              {label}
            </Button>
          ))}
        </>
      )}
    </Group>
  );
}
