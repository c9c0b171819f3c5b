// Not in src/app/styles.ts (the first page's CSS): the dialogs load lazily, and bring it.
import '@mantine/core/styles/Modal.css';
import { Modal, Stack, type ModalProps } from '@mantine/core';

/**
 * A dialog: Mantine's Modal whose close button says what closing does ("Close without
 * importing"), its content stacked.
 */
export function Dialog({
  closeLabel,
  gap = 'md',
  children,
  ...props
}: Omit<ModalProps, 'closeButtonProps'> & { closeLabel: string; gap?: 'sm' | 'md' }) {
  return (
    <Modal {...props} closeButtonProps={{ 'aria-label': closeLabel }}>
      <Stack gap={gap}>{children}</Stack>
    </Modal>
  );
}
