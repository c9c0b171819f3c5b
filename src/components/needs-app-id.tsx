import { Alert, Button, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Shown by data pages instead of sending requests without an app ID. */
export function NeedsAppId() {
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Set your app ID first"
      icon={<IconKey aria-hidden />}
    >
      <Text size="sm" mb="sm">
        Every request to the checkout service needs your application ID. Nothing is sent until one
        is saved.
      </Text>
      <Button component={Link} to="/settings" size="xs">
        Open Settings
      </Button>
    </Alert>
  );
}
