// Only the Mantine styles the app uses (the full sheet is ~42 KB gzip; the budget is 20).
// Order matters: baseline and variables first, then components, then sibling packages.
// A sheet only a lazily loaded module needs is imported by that module instead (its
// chunk brings it); src/app/styles.test.ts fails when a component's sheet is in neither.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's own variables (what Mantine's provider would write at run time).
import './theme-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Kbd.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
// PasswordInput's visibility toggle is an ActionIcon: its sheet must come after.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Progress.css';
import './contrast.css';
// The status and chain badges are on most pages: in the first sheet, rather than a
// sheet of their own that a page's first screen fetches as one more file.
import '@/components/badge.css';
