import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredNotifications } from './app';
import { theme } from './theme';

afterEach(() => act(() => notifications.clean()));

describe('DeferredNotifications', () => {
  it('renders nothing until a notification is shown, then shows it', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <DeferredNotifications />
      </MantineProvider>,
    );
    // No notifications container yet (its code has not even been requested).
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    act(() => {
      notifications.show({ title: 'Settings saved', message: 'Connected to the API' });
    });
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(screen.getByText('Connected to the API')).toBeInTheDocument();
    expect(document.querySelector('.mantine-Notifications-root')).not.toBeNull();
  });
});
