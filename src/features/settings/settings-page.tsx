import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlugConnected, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { fiatCurrenciesOptions } from '@/api/currencies';
import { describeApiError } from '@/api/errors';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  DEMO_APP_ID,
  demoBaseUrl,
  settingsStore,
  useSettings,
  type Settings,
} from './settings-store';
import { settingsSchema } from './settings-form';

type FieldErrors = Partial<Record<'baseUrl' | 'appId', string>>;
type ConnectionResult =
  { ok: true; message: string } | { ok: false; title: string; message: string };

function validate(values: Settings): { settings: Settings } | { errors: FieldErrors } {
  const parsed = settingsSchema.safeParse(values);
  if (parsed.success) return { settings: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'baseUrl' || field === 'appId') && !errors[field]) errors[field] = issue.message;
  }
  return { errors };
}

export interface SettingsPageProps {
  /** The page that sent the user here for an app ID: shown, and opened after saving. */
  next?: string | undefined;
  onContinue?: ((next: string) => void) | undefined;
}

export function SettingsPage({ next, onContinue }: SettingsPageProps) {
  useDocumentTitle('Settings');
  const saved = useSettings();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Settings>({
    baseUrl: saved.baseUrl,
    appId: saved.appId,
    remember: saved.remember,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [testing, setTesting] = useState(false);
  const [connection, setConnection] = useState<ConnectionResult | null>(null);

  const isDemoUrl = values.baseUrl.replace(/\/+$/, '') === demoBaseUrl();

  async function onSave(event: FormEvent) {
    event.preventDefault();
    const result = validate(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    settingsStore.save(result.settings);
    setValues(result.settings);
    notifications.show({
      color: 'teal',
      title: 'Settings saved',
      message: result.settings.remember
        ? 'Kept on this device.'
        : 'Kept for this browser session only.',
    });
    if (next) onContinue?.(next);
  }

  async function onTest() {
    const result = validate(values);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setTesting(true);
    setConnection(null);
    try {
      const api = { baseUrl: result.settings.baseUrl, appId: result.settings.appId };
      const fiat = await queryClient.fetchQuery({
        ...fiatCurrenciesOptions(api),
        staleTime: 0,
        retry: false,
      });
      setConnection({
        ok: true,
        message: `Connected: the service lists ${fiat.length} fiat currencies.`,
      });
    } catch (error) {
      const { title, detail } = describeApiError(error);
      setConnection({ ok: false, title, message: detail });
    } finally {
      setTesting(false);
    }
  }

  function onForget() {
    // The identity change clears every cached answer (app/identity.ts).
    settingsStore.forget();
    setValues({ baseUrl: demoBaseUrl(), appId: '', remember: false });
    setConnection(null);
    notifications.show({
      title: 'Forgotten',
      message: 'The app ID, settings and cached data were removed from this browser.',
    });
  }

  function useDemo() {
    setValues({ baseUrl: demoBaseUrl(), appId: DEMO_APP_ID, remember: values.remember });
    setErrors({});
  }

  return (
    <Stack maw={640} gap="lg">
      <Title order={1}>Settings</Title>
      {next && !saved.appId && (
        <Alert color="yellow" variant="light" title="Set your app ID first">
          Every request to the checkout service needs your application ID, and nothing is sent until
          one is saved. Once saved, <Code>{next}</Code> opens.
        </Alert>
      )}
      <Paper withBorder p="lg">
        <form onSubmit={onSave} noValidate>
          <Stack gap="md">
            <TextInput
              label="API base URL"
              description="Ends with /v1, for example https://api.example.com/v1"
              value={values.baseUrl}
              onChange={(event) => setValues({ ...values, baseUrl: event.currentTarget.value })}
              error={errors.baseUrl}
              rightSectionWidth={isDemoUrl ? 100 : undefined}
              rightSection={
                isDemoUrl ? (
                  <Badge color="grape" variant="light">
                    Demo data
                  </Badge>
                ) : undefined
              }
              autoComplete="url"
              spellCheck={false}
            />
            <PasswordInput
              label="App ID"
              description="Sent as the X-TX-AppId header. Never put in a URL, a log or an export."
              value={values.appId}
              onChange={(event) => setValues({ ...values, appId: event.currentTarget.value })}
              error={errors.appId}
              autoComplete="off"
              spellCheck={false}
              visibilityToggleButtonProps={{ 'aria-label': 'Show app ID', tabIndex: 0 }}
            />
            <Switch
              label="Remember on this device"
              description="Off: kept for this browser session only."
              checked={values.remember}
              onChange={(event) => setValues({ ...values, remember: event.currentTarget.checked })}
            />
            <Group gap="sm">
              <Button type="submit" leftSection={<IconCheck size={16} aria-hidden />}>
                Save
              </Button>
              <Button
                variant="default"
                onClick={onTest}
                loading={testing}
                leftSection={<IconPlugConnected size={16} aria-hidden />}
              >
                Test connection
              </Button>
              <Button variant="subtle" onClick={useDemo}>
                Use demo data
              </Button>
              <Button
                variant="subtle"
                color="red"
                onClick={onForget}
                leftSection={<IconTrash size={16} aria-hidden />}
              >
                Forget
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <div aria-live="polite">
        {connection &&
          (connection.ok ? (
            <Alert color="teal" title="Connection works">
              {connection.message}
            </Alert>
          ) : (
            <Alert color="red" title={`Connection failed: ${connection.title}`}>
              {connection.message}
            </Alert>
          ))}
      </div>
      <Text size="sm" c="dimmed">
        A real API that does not allow browser requests from this origin can be reached through the
        dev or preview server's proxy: start it with{' '}
        <code>API_PROXY_TARGET=https://your-api/v1</code> and set the base URL to this site's{' '}
        <code>/api</code> path.
      </Text>
    </Stack>
  );
}
