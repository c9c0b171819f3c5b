import { Alert, Button, Stack, Text, Title } from '@mantine/core';
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

/** A whole page that cannot load without an app ID: its heading and the prompt. */
export function NeedsAppIdPage({ title }: { title: string }) {
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <NeedsAppId />
    </Stack>
  );
}
