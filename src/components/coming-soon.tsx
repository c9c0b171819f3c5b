import { Alert, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@/lib/use-document-title';

export function ComingSoon({ title }: { title: string }) {
  useDocumentTitle(title);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Alert color="gray" title="Coming soon">
        This page is being built.
      </Alert>
    </Stack>
  );
}
