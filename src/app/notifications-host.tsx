// Loaded on the first notification: the container, its transitions and its CSS stay off
// the first page (features call `notifications.show`, which only needs the small store).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

// Bottom right: the header's controls (palette, UTC, amounts, theme) stay uncovered.
export default function NotificationsHost() {
  return <Notifications position="bottom-right" />;
}
