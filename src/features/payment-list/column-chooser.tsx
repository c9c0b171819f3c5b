import { Button } from '@mantine/core';
import { memo } from 'react';
import { IconColumns } from '@tabler/icons-react';
import { codeOnTouch, useCode, useStandIn } from '@/components/code-on-touch';
import { t } from '@/i18n';
import type { ColumnChooserProps } from './column-chooser-popover';

const popoverCode = codeOnTouch(() =>
  import('./column-chooser-popover').then((module) => module.ColumnChooserPopover),
);

/**
 * Which columns the table shows. The set depends on the width (see column-layout.ts):
 * a column that does not fit at this width cannot be switched on, and says so; its
 * value is in the details of each payment. The popover's code loads when the button is
 * first reached for (pointer, focus); until then the button is a stand-in of the same
 * look, and a click on it opens the popover when the code arrives.
 */
export const ColumnChooser = memo(function ColumnChooser({ choices }: ColumnChooserProps) {
  const Popover = useCode(popoverCode);
  const { intent, handlers } = useStandIn(popoverCode);
  if (Popover) return <Popover choices={choices} intent={intent.current} />;
  return (
    <Button
      variant="default"
      leftSection={<IconColumns size={16} aria-hidden />}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={handlers.onPointerEnter}
      onFocus={handlers.onFocus}
      onBlur={handlers.onBlur}
      // A click, a tap, Enter or Space: the popover opens when its code is in.
      onClick={() => {
        intent.current.focus = true;
        intent.current.open = true;
        popoverCode.load();
      }}
    >
      {t('payment-list.columns')}
    </Button>
  );
});
