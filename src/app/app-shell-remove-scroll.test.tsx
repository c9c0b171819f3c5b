import { AppShell, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoveScroll } from './app-shell-remove-scroll';

// Unit tests run Mantine with the real react-remove-scroll (the swap is for the build):
// the header it draws must carry the class name the build's stand-in gives it.
describe("the build's stand-in for react-remove-scroll in Mantine's AppShell", () => {
  it("names the class the library's scroll lock pads, as the header carries it", () => {
    render(
      <MantineProvider>
        <AppShell header={{ height: 56 }}>
          <AppShell.Header data-testid="header">Header</AppShell.Header>
        </AppShell>
      </MantineProvider>,
    );
    expect(screen.getByTestId('header')).toHaveClass(RemoveScroll.classNames.zeroRight);
  });
});
