/**
 * The benchmark's floor page: the dashboard's own stack (React 19, Mantine 9 and its
 * CSS, TanStack Router and Query) with almost nothing of ours — one route rendering one
 * small table from a query resolved in the page. What Lighthouse gives this page on the
 * same machine in the same run is the best the dashboard can hope for with these
 * dependencies, so each app page is reported as points below it (see bench/run.ts).
 * Kept out of src/ so app changes never move the floor.
 */
// Only the Mantine layers this page uses, as the app imports only the layers it uses
// (src/app/styles.ts): the full sheet would lower the floor with CSS nobody needs.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Table.css';
import { Container, MantineProvider, Table, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import {
  Outlet,
  RouterProvider,
  createRootRoute,
  createRoute,
  createRouter,
} from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

interface Row {
  id: string;
  chain: string;
  amount: string;
  status: string;
}

const ROWS: readonly Row[] = [
  { id: 'tx-1', chain: 'Ethereum', amount: '0.0125 ETH', status: 'Completed' },
  { id: 'tx-2', chain: 'Bitcoin', amount: '0.00042 BTC', status: 'Completed' },
  { id: 'tx-3', chain: 'Solana', amount: '1.5 SOL', status: 'Pending' },
  { id: 'tx-4', chain: 'Polygon', amount: '25 USDC', status: 'Failed' },
  { id: 'tx-5', chain: 'Tron', amount: '100 USDT', status: 'Completed' },
];

function Payments() {
  // Resolved in the page: the floor measures the stack, not a network round trip.
  const { data } = useQuery({
    queryKey: ['floor-rows'],
    queryFn: () => Promise.resolve(ROWS),
  });
  return (
    <Container py="md">
      <Title order={1}>Payments</Title>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Transaction</Table.Th>
            <Table.Th>Chain</Table.Th>
            <Table.Th>Amount</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(data ?? []).map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>{row.id}</Table.Td>
              <Table.Td>{row.chain}</Table.Td>
              <Table.Td>{row.amount}</Table.Td>
              <Table.Td>{row.status}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Container>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: Payments });
const router = createRouter({ routeTree: rootRoute.addChildren([indexRoute]) });
const queryClient = new QueryClient();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <MantineProvider defaultColorScheme="auto">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
