import { createFileRoute } from '@tanstack/react-router';
import { CheckoutsHomePage } from '@/features/checkouts/home/checkouts-home-page';

export const Route = createFileRoute('/')({
  component: CheckoutsHomePage,
});
