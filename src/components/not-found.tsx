import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFound() {
  useDocumentTitle('Page not found');
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1}>Page not found</Title>
      <Text>There is no page at this address.</Text>
      <Button component={Link} to="/">
        Go to Checkouts
      </Button>
    </Stack>
  );
}
