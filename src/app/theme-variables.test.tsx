import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MantineCssVariables } from './mantine-css-variables';
import { theme } from './theme';

// Unit tests run Mantine's own variables generator (the swap is for the build): the
// stylesheet's copy must say exactly what it writes for the app's theme.
describe("the theme's CSS variables, in the stylesheet instead of written at run time", () => {
  it("are exactly what Mantine's provider writes for the app's theme", () => {
    render(
      <MantineProvider theme={theme} defaultColorScheme="auto">
        <div />
      </MantineProvider>,
    );
    const written = [...document.querySelectorAll('style[data-mantine-styles="true"]')]
      .map((style) => style.textContent)
      .join('\n');
    const file = readFileSync(join(process.cwd(), 'src/app/theme-variables.css'), 'utf8');
    // The file is its header comment, then Mantine's text as it is.
    const copied = file.slice(file.indexOf('*/') + 2).trim();
    expect(written).toContain('--mantine-primary-color-filled');
    expect(copied, 'src/app/theme-variables.css after its comment should be:\n' + written).toBe(
      written,
    );
  });

  it("are drawn by nothing in the build's stand-in", () => {
    expect(MantineCssVariables()).toBeNull();
  });
});
