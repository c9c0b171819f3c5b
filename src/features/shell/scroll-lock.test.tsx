import { AppShell, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SCROLL_LOCK_PADDED } from './scroll-lock';

// Mantine's AppShell header takes its class from react-remove-scroll itself: the shell's
// own header must carry the same one.
describe("the shell header's class for the modals' scroll lock", () => {
  it("is the one Mantine's AppShell header gets from react-remove-scroll", () => {
    render(
      <MantineProvider>
        <AppShell header={{ height: 56 }}>
          <AppShell.Header data-testid="header">Header</AppShell.Header>
        </AppShell>
      </MantineProvider>,
    );
    expect(screen.getByTestId('header')).toHaveClass(SCROLL_LOCK_PADDED);
  });
});
