import { ActionIcon, Button, Menu, Text } from '@mantine/core';
import { IconBookmark, IconCheck } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useApi } from '@/api/identity';
import { useTakeOver, type TouchIntent } from '@/components/code-on-touch';
import { t } from '@/i18n';
import { announce } from '@/lib/announce';
import { usePreferences } from '@/lib/preferences';
import { builtInViews, useThresholds, type BuiltInView } from './built-in-views';
import { ManageViewsDialog } from './manage-views-dialog';
import { SaveViewDialog } from './save-view-dialog';
import { ThresholdsDialog } from './thresholds-dialog';
import { currentParts, useApplyView, type ViewsMenuProps } from './view-parts';
import { useViews, type SavedView } from './views-store';

/** A check before the view in use, the same space before the others. */
const mark = (active: boolean) =>
  active ? <IconCheck size={14} aria-hidden /> : <span style={{ width: 14 }} />;

/**
 * The Views menu itself (Mantine's Menu, the dialogs): loaded when its button is first
 * reached for, see SavedViewsMenu. Apply a saved or a built-in view, save the page's
 * filters as a new one, manage them, set the built-in views' thresholds. It takes over
 * the focus and the opening its stand-in was given.
 */
export function ViewsMenu({
  checkoutCode,
  search,
  onSearchChange,
  compact,
  intent,
}: ViewsMenuProps & { intent?: TouchIntent | undefined }) {
  const target = useRef<HTMLButtonElement>(null);
  const ids = useId();
  useTakeOver(target, intent && { ...intent, keys: [] });
  const api = useApi();
  const state = useViews(api);
  const thresholds = useThresholds(api);
  const preferences = usePreferences();
  const [dialog, setDialog] = useState<'save' | 'manage' | 'thresholds' | null>(null);
  const apply = useApplyView(onSearchChange);
  const builtIns = builtInViews(thresholds, preferences.timeZone);
  const savedActive = state.views.find((view) => view.id === search.view);
  const viewItem = (view: SavedView | BuiltInView, description?: string) => (
    <Menu.Item
      key={view.id}
      leftSection={mark(view.id === search.view)}
      onClick={() => {
        apply(view);
        announce(t('views-dialog.applied', { name: view.name }));
      }}
    >
      {view.name}
      {description && (
        <Text size="xs" c="dimmed" component="span" display="block">
          {description}
        </Text>
      )}
    </Menu.Item>
  );
  return (
    <>
      <Menu
        position="bottom-end"
        withinPortal
        defaultOpened={intent?.open}
        // Mantine's focus placeholder is a role=presentation child of the menu (axe:
        // aria-required-children); the first item takes the focus instead.
        withInitialFocusPlaceholder={false}
      >
        <Menu.Target>
          {compact ? (
            <ActionIcon
              ref={target}
              variant="default"
              size={36}
              aria-label={t('saved-views.menu')}
              title={t('saved-views.menu')}
            >
              <IconBookmark size={18} aria-hidden />
            </ActionIcon>
          ) : (
            <Button
              ref={target}
              variant="default"
              leftSection={<IconBookmark size={16} aria-hidden />}
            >
              {t('saved-views.menu')}
            </Button>
          )}
        </Menu.Target>
        <Menu.Dropdown aria-label={t('views-dialog.menuLabel')} maw="min(24rem, 94vw)">
          {/* Groups, each named by its label: a menu holds items, groups and separators only. */}
          {state.views.length === 0 ? (
            <Menu.Label>{t('views-dialog.none')}</Menu.Label>
          ) : (
            <div role="group" aria-labelledby={`${ids}-saved`}>
              <Menu.Label id={`${ids}-saved`}>{t('views-dialog.menuLabel')}</Menu.Label>
              {state.views.map((view) => viewItem(view))}
            </div>
          )}
          <Menu.Divider role="separator" />
          <div role="group" aria-labelledby={`${ids}-built-in`}>
            <Menu.Label id={`${ids}-built-in`}>{t('views-dialog.builtIn')}</Menu.Label>
            {builtIns.map((view) => viewItem(view, view.description))}
            <Menu.Item onClick={() => setDialog('thresholds')}>
              {t('views-dialog.thresholds')}
            </Menu.Item>
          </div>
          <Menu.Divider role="separator" />
          <Menu.Item onClick={() => setDialog('save')}>{t('views-dialog.saveAs')}</Menu.Item>
          <Menu.Item onClick={() => setDialog('manage')} disabled={state.views.length === 0}>
            {t('views-dialog.manage')}
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
        activeId={savedActive?.id}
        onDeletedActive={() => onSearchChange({ view: undefined })}
      />
      {dialog === 'thresholds' && (
        <ThresholdsDialog
          opened
          onClose={() => setDialog(null)}
          thresholds={thresholds}
          onSaved={(next) => {
            // A built-in view in use follows its new threshold.
            const inUse = builtInViews(next, preferences.timeZone).find(
              (view) => view.id === search.view,
            );
            if (inUse) apply(inUse);
            announce(t('views-dialog.thresholdsSaved'));
          }}
        />
      )}
    </>
  );
}
