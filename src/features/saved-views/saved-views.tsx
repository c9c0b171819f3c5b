import { ActionIcon, Badge, Button, Group, Menu, Text } from '@mantine/core';
import { IconBookmark, IconCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useApi } from '@/api/identity';
import { t } from '@/i18n';
import { announce } from '@/lib/announce';
import { setPreference, usePreferences, type Preferences } from '@/lib/preferences';
import {
  CHECKOUT_SEARCH_DEFAULTS,
  hasActiveFilters,
  NO_FILTERS,
  type CheckoutSearch,
} from '@/features/payment-filters';
import { ManageViewsDialog } from './manage-views-dialog';
import { SaveViewDialog } from './save-view-dialog';
import {
  defaultViewFor,
  sameViewSearch,
  updateView,
  useViews,
  viewSearchOf,
  viewsNow,
  type SavedView,
} from './views-store';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** What a view holds of the current page: its search and this browser's display choices. */
function currentParts(search: CheckoutSearch, preferences: Preferences) {
  return {
    search: viewSearchOf(search),
    timeZone: preferences.timeZone,
    hiddenColumns: preferences.hiddenColumns,
    shownColumns: preferences.shownColumns,
  };
}

/** Whether the page shows something other than the view (filters, sort, columns, zone). */
function differsFrom(view: SavedView, search: CheckoutSearch, preferences: Preferences) {
  return (
    !sameViewSearch(viewSearchOf(search), view.search) ||
    preferences.timeZone !== view.timeZone ||
    !sameList(preferences.hiddenColumns, view.hiddenColumns) ||
    !sameList(preferences.shownColumns, view.shownColumns)
  );
}

interface ViewsProps {
  checkoutCode: string;
  search: CheckoutSearch;
  onSearchChange: (patch: Partial<CheckoutSearch>) => void;
}

/** Applies a view: its filters and sort to the URL, its columns and zone to this browser. */
function useApplyView(onSearchChange: ViewsProps['onSearchChange']) {
  return (view: SavedView) => {
    setPreference('timeZone', view.timeZone);
    setPreference('hiddenColumns', view.hiddenColumns);
    setPreference('shownColumns', view.shownColumns);
    onSearchChange({ ...NO_FILTERS, ...view.search, view: view.id });
  };
}

/**
 * The Views menu (issue 53), beside Columns and Export: apply a view, save the page's
 * filters as a new one, manage them. An icon with its name on a phone (`compact`).
 */
export function SavedViewsMenu({
  checkoutCode,
  search,
  onSearchChange,
  compact,
}: ViewsProps & { compact: boolean }) {
  const api = useApi();
  const state = useViews(api);
  const preferences = usePreferences();
  const [dialog, setDialog] = useState<'save' | 'manage' | null>(null);
  const apply = useApplyView(onSearchChange);
  const active = search.view ? state.views.find((view) => view.id === search.view) : undefined;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {compact ? (
            <ActionIcon
              variant="default"
              size={36}
              aria-label={t('saved-views.menu')}
              title={t('saved-views.menu')}
            >
              <IconBookmark size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button variant="default" leftSection={<IconBookmark size={16} aria-hidden />}>
              {t('saved-views.menu')}
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown aria-label={t('saved-views.menuLabel')}>
          {state.views.length === 0 && <Menu.Label>{t('saved-views.none')}</Menu.Label>}
          {state.views.map((view) => (
            <Menu.Item
              key={view.id}
              leftSection={
                view.id === active?.id ? (
                  <IconCheck size={14} aria-hidden />
                ) : (
                  <span style={{ width: 14 }} />
                )
              }
              onClick={() => {
                apply(view);
                announce(t('saved-views.applied', { name: view.name }));
              }}
            >
              {view.name}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item onClick={() => setDialog('save')}>{t('saved-views.saveAs')}</Menu.Item>
          <Menu.Item onClick={() => setDialog('manage')} disabled={state.views.length === 0}>
            {t('saved-views.manage')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SaveViewDialog
        opened={dialog === 'save'}
        onClose={() => setDialog(null)}
        takenNames={state.views.map((view) => view.name)}
        parts={currentParts(search, preferences)}
        onSaved={(view) => {
          onSearchChange({ view: view.id });
          announce(t('saved-views.saved', { name: view.name }));
        }}
      />
      <ManageViewsDialog
        opened={dialog === 'manage'}
        onClose={() => setDialog(null)}
        state={state}
        checkoutCode={checkoutCode}
        activeId={active?.id}
        onDeletedActive={() => onSearchChange({ view: undefined })}
      />
    </>
  );
}

/**
 * The saved view in use, over the payments: its name, and "Modified" with Reset and
 * Save when the page no longer shows it; nothing when no view is in use. A plain link
 * (no filter, the default order, no view) opens the checkout's default view, once.
 */
export function SavedViewStatus({ checkoutCode, search, onSearchChange }: ViewsProps) {
  const api = useApi();
  const state = useViews(api);
  const preferences = usePreferences();
  const apply = useApplyView(onSearchChange);
  const active = search.view ? state.views.find((view) => view.id === search.view) : undefined;
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
  return (
    <Group gap="xs" wrap="wrap" align="center">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('saved-views.active', { name: active.name })}
      </Text>
      {modified && (
        <>
          <Badge variant="light" color="yellow">
            {t('saved-views.modified')}
          </Badge>
          {[
            {
              label: t('saved-views.reset'),
              name: t('saved-views.resetName', { name: active.name }),
              act: () => {
                apply(active);
                announce(t('saved-views.resetDone', { name: active.name }));
              },
            },
            {
              label: t('saved-views.save'),
              name: t('saved-views.saveName', { name: active.name }),
              act: () => {
                updateView(api, active.id, currentParts(search, preferences));
                announce(t('saved-views.saved', { name: active.name }));
              },
            },
          ].map(({ label, name, act }) => (
            <Button key={label} variant="subtle" size="xs" aria-label={name} onClick={act}>
              {label}
            </Button>
          ))}
        </>
      )}
    </Group>
  );
}
