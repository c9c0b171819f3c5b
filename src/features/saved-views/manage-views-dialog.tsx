import { ActionIcon, Button, Group, Paper, Select, Stack, TextInput } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { IconArrowDown, IconArrowUp, IconLink, IconTrash } from '@tabler/icons-react';
import { useRouter } from '@tanstack/react-router';
import { useApi } from '@/api/identity';
import { useCopy } from '@/components/copy-button';
import { t } from '@/i18n';
import { announce } from '@/lib/announce';
import { useSettings, withProfileName } from '@/model/profiles';
import {
  defaultScopeOf,
  deleteView,
  MAX_VIEW_NAME,
  moveView,
  setDefaultView,
  updateView,
  type DefaultScope,
  type SavedView,
  type ViewsState,
} from './views-store';

/** Rename, reorder, delete, set as default and copy a link, for each saved view. */
export function ManageViewsDialog({
  opened,
  onClose,
  state,
  checkoutCode,
  activeId,
  onDeletedActive,
}: {
  opened: boolean;
  onClose: () => void;
  state: ViewsState;
  checkoutCode: string;
  activeId: string | undefined;
  onDeletedActive: () => void;
}) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={t('views-dialog.manageTitle')}
      size="lg"
      closeLabel={t('views-dialog.close')}
      gap="sm"
    >
      {state.views.map((view, index) => (
        <ViewRow
          key={view.id}
          view={view}
          position={index + 1}
          first={index === 0}
          last={index === state.views.length - 1}
          defaultScope={defaultScopeOf(state, view.id, checkoutCode)}
          checkoutCode={checkoutCode}
          onDeleted={view.id === activeId ? onDeletedActive : undefined}
        />
      ))}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {t('views-dialog.close')}
        </Button>
      </Group>
    </Dialog>
  );
}

function ViewRow({
  view,
  position,
  first,
  last,
  defaultScope,
  checkoutCode,
  onDeleted,
}: {
  view: SavedView;
  position: number;
  first: boolean;
  last: boolean;
  defaultScope: DefaultScope;
  checkoutCode: string;
  onDeleted: (() => void) | undefined;
}) {
  const api = useApi();
  const router = useRouter();
  const { profile } = useSettings();
  const { copied, copy } = useCopy(t('views-dialog.copyLinkWhat', { name: view.name }));
  const link = () => {
    const { href } = router.buildLocation({
      to: '/checkouts/$checkoutCode',
      params: { checkoutCode },
      search: { ...view.search, view: view.id },
    });
    const url = new URL(href, window.location.origin).href;
    return profile ? withProfileName(url, profile) : url;
  };
  return (
    <Paper withBorder p="xs">
      <Stack gap={6}>
        <TextInput
          label={t('views-dialog.renameLabel', { position })}
          defaultValue={view.name}
          maxLength={MAX_VIEW_NAME}
          // Kept as typed once the field is left; an empty name keeps the old one.
          onBlur={(event) => {
            const name = event.currentTarget.value.trim();
            if (name && name !== view.name) {
              updateView(api, view.id, { name });
              announce(t('views-dialog.renamed', { name }));
            } else event.currentTarget.value = view.name;
          }}
        />
        <Group gap="xs" wrap="wrap" align="flex-end">
          <Select
            label={t('views-dialog.defaultLabel')}
            data={[
              { value: 'none', label: t('views-dialog.defaultNone') },
              {
                value: 'checkout',
                label: t('views-dialog.defaultCheckout', { code: checkoutCode }),
              },
              { value: 'all', label: t('views-dialog.defaultAll') },
            ]}
            value={defaultScope}
            allowDeselect={false}
            onChange={(value) =>
              setDefaultView(api, view.id, checkoutCode, (value ?? 'none') as DefaultScope)
            }
            w={{ base: '100%', xs: 240 }}
          />
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('views-dialog.moveUp', { name: view.name })}
            disabled={first}
            onClick={() => moveView(api, view.id, -1)}
          >
            <IconArrowUp size={16} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={t('views-dialog.moveDown', { name: view.name })}
            disabled={last}
            onClick={() => moveView(api, view.id, 1)}
          >
            <IconArrowDown size={16} aria-hidden />
          </ActionIcon>
          <Button
            variant="default"
            leftSection={<IconLink size={16} aria-hidden />}
            aria-label={t('views-dialog.copyLinkName', { name: view.name })}
            onClick={() => void copy(link())}
          >
            {copied ? t('views-dialog.linkCopied') : t('views-dialog.copyLink')}
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={t('views-dialog.delete', { name: view.name })}
            onClick={() => {
              deleteView(api, view.id);
              onDeleted?.();
              announce(t('views-dialog.deleted', { name: view.name }));
            }}
          >
            {t('views-dialog.deleteShort')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
