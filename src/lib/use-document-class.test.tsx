import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDocumentClass } from './use-document-class';

function Holder({ name, active }: { name: string; active?: boolean }) {
  useDocumentClass(name, active);
  return null;
}

const hasClass = (name: string) => document.documentElement.classList.contains(name);

describe('useDocumentClass', () => {
  it('puts the class on <html> while mounted and removes it after', () => {
    const view = render(<Holder name="with-table" />);
    expect(hasClass('with-table')).toBe(true);
    view.unmount();
    expect(hasClass('with-table')).toBe(false);
  });

  it('keeps the class while any holder is still mounted', () => {
    const first = render(<Holder name="shared" />);
    const second = render(<Holder name="shared" />);
    first.unmount();
    expect(hasClass('shared')).toBe(true);
    second.unmount();
    expect(hasClass('shared')).toBe(false);
  });

  it('follows `active`', () => {
    const view = render(<Holder name="toggled" active={false} />);
    expect(hasClass('toggled')).toBe(false);
    view.rerender(<Holder name="toggled" active />);
    expect(hasClass('toggled')).toBe(true);
    view.rerender(<Holder name="toggled" active={false} />);
    expect(hasClass('toggled')).toBe(false);
    view.unmount();
  });
});
