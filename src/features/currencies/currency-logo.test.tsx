import { fireEvent, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { CurrencyLogo, logoLetters } from './currency-logo';

const renderLogo = (url: string, letters = 'USDT') =>
  render(
    <MantineProvider env="test">
      <CurrencyLogo url={url} letters={letters} />
    </MantineProvider>,
  );

describe('CurrencyLogo', () => {
  it('loads http(s) logos lazily at a fixed size, as decoration', () => {
    const { container } = renderLogo('https://cdn.example/usdt.svg');
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.example/usdt.svg');
    expect(img).toHaveAttribute('width', '28');
    expect(img).toHaveAttribute('height', '28');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('alt', '');
  });

  it('resolves same-origin paths', () => {
    const { container } = renderLogo('/logos/usdt.svg');
    expect(container.querySelector('img')).toHaveAttribute(
      'src',
      `${window.location.origin}/logos/usdt.svg`,
    );
  });

  it('never loads other schemes: shows the letters instead', () => {
    const { container } = renderLogo('javascript:alert(1)');
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('USD');
  });

  it('falls back to the letters when the image fails', () => {
    const { container } = renderLogo('https://cdn.example/missing.svg', 'DAI');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('DAI');
  });
});

describe('logoLetters', () => {
  it('takes up to three letters or digits, upper-cased', () => {
    expect(logoLetters('usdt')).toBe('USD');
    expect(logoLetters('CA$')).toBe('CA');
    expect(logoLetters('€')).toBe('€');
  });
});
