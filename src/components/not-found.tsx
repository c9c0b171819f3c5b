import { t } from '@/i18n';
import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFound() {
  useDocumentTitle(t('common.pageNotFound'));
  return (
    <Stack align="flex-start" gap="sm">
      <Title order={1}>{t('common.pageNotFound')}</Title>
      <Text>{t('common.noPageHere')}</Text>
      <Button component={Link} to="/">
        {t('common.goToCheckouts')}
      </Button>
    </Stack>
  );
}
