import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';

export const EMPTY_CODE_MESSAGE = 'Enter a checkout code, for example coffee-club';
export const DOT_CODE_MESSAGE =
  'A checkout code cannot be "." or ".." (web addresses cannot carry it).';

/**
 * The checkout code field. Any characters are allowed: the router percent-encodes the
 * path parameter and decodes it back (checked with `a/b?c#d%` in tests), and the data
 * layer encodes it again as one API path segment.
 */
export function OpenCheckoutForm() {
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

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
    <form onSubmit={submit} noValidate aria-label="Open a checkout">
      <TextInput
        label="Checkout code"
        description="The code of the checkout whose payments you want to see"
        placeholder="coffee-club"
        value={code}
        onChange={(event) => {
          setCode(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maw={560}
        // The button sits right of the input, whatever the label and error take; bottoms
        // aligned, as the input is pushed down by its description's margin.
        inputContainer={(input) => (
          <Group gap="sm" wrap="nowrap" align="flex-end">
            <div style={{ flex: 1 }}>{input}</div>
            <Button type="submit" rightSection={<IconArrowRight size={16} aria-hidden />}>
              Open
            </Button>
          </Group>
        )}
      />
    </form>
  );
}
