import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { t, type MessageId } from '@/i18n';
import { DEMO_CHECKOUT_CODES } from './demo-checkouts';

// Message ids: the text is read where it is shown, in the language in use.
export const EMPTY_CODE_MESSAGE: MessageId = 'checkouts.emptyCode';
export const DOT_CODE_MESSAGE: MessageId = 'checkouts.dotCode';

/**
 * The checkout code field. Any characters are allowed: the router percent-encodes the
 * path parameter and decodes it back (checked with `a/b?c#d%` in tests), and the data
 * layer encodes it again as one API path segment.
 */
export function OpenCheckoutForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<MessageId | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checkoutCode = code.trim();
    if (!checkoutCode) {
      setError(EMPTY_CODE_MESSAGE);
      return;
    }
    // Web addresses resolve "." and ".." away, so such a code can never be requested.
    if (checkoutCode === '.' || checkoutCode === '..') {
      setError(DOT_CODE_MESSAGE);
      return;
    }
    setError(null);
    void navigate({ to: '/checkouts/$checkoutCode', params: { checkoutCode } });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('checkouts.openForm')}>
      <TextInput
        label={t('checkouts.codeLabel')}
        description={t('checkouts.codeHint')}
        // A code, the same in every language.
        placeholder={DEMO_CHECKOUT_CODES[0]}
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error && t(error)}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maw={560}
        // The input's own offset below the description (Mantine puts it on the input)
        // moves to the row, so the button lines up with the input.
        styles={{ wrapper: { marginTop: 0 } }}
        // The button sits right of the input, whatever the label and error take.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-start" mt="calc(var(--mantine-spacing-xs) / 2)">
            <div style={{ flex: 1 }}>{input}</div>
            <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
              {t('checkouts.open')}
            </Button>
          </Group>
        )}
      />
    </form>
  );
}
