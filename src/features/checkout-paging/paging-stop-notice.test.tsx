import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { describePagingStop, PagingStopNotice } from './paging-stop-notice';

describe('describePagingStop: why paging ended early', () => {
  it('names the page sent again and the one page it repeats', () => {
    expect(describePagingStop({ state: 'repeated', page: 3, sameAsFirst: 2, sameAsLast: 2 })).toBe(
      'Paging stopped: the service sent page 3 again (the same payments as page 2).',
    );
  });

  it('names the range when it repeats several pages', () => {
    expect(describePagingStop({ state: 'repeated', page: 7, sameAsFirst: 1, sameAsLast: 4 })).toBe(
      'Paging stopped: the service sent page 7 again (the same payments as pages 1–4).',
    );
  });

  it('says the ceiling was reached, and that the service may hold more', () => {
    expect(describePagingStop({ state: 'ceiling', ceiling: 1000 })).toBe(
      'Paging stopped after 1,000 pages, the most the dashboard loads for one checkout. The service may hold more.',
    );
  });

  it('says nothing when paging ended as the service said, or goes on', () => {
    expect(describePagingStop({ state: 'complete' })).toBeNull();
    expect(describePagingStop({ state: 'more', next: 2 })).toBeNull();
    expect(describePagingStop(null)).toBeNull();
  });
});

describe('PagingStopNotice', () => {
  it('warns that not every page was loaded, and why', async () => {
    await renderWithProviders(
      <PagingStopNotice status={{ state: 'repeated', page: 3, sameAsFirst: 2, sameAsLast: 2 }} />,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Not every page was loaded');
    expect(notice).toHaveTextContent('the service sent page 3 again');
  });

  it('shows nothing when every page was loaded', async () => {
    await renderWithProviders(<PagingStopNotice status={{ state: 'complete' }} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Not every page was loaded')).not.toBeInTheDocument();
  });
});
