import { createFileRoute } from '@tanstack/react-router';
import { CheckoutsHomePage } from '@/features/checkouts';

export const Route = createFileRoute('/_connected/')({
  component: CheckoutsHomePage,
});
