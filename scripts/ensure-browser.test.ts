import { describe, expect, it, vi } from 'vitest';
import { aptCommand, askForSudo } from './ensure-browser';

const base = { hasAptGet: true, asRoot: false, sudoWithoutPassword: true, sudoAllowed: false };

describe('installing Chromium with apt-get', () => {
  it('runs apt-get itself as root (a CI machine)', () => {
    expect(aptCommand({ ...base, asRoot: true })).toEqual(['apt-get']);
  });

  it('uses passwordless sudo only when allowed', () => {
    expect(aptCommand(base)).toBeUndefined();
    expect(aptCommand({ ...base, sudoAllowed: true })?.slice(0, 2)).toEqual(['sudo', '-n']);
    expect(aptCommand({ ...base, sudoAllowed: true, sudoWithoutPassword: false })).toBeUndefined();
    expect(aptCommand({ ...base, hasAptGet: false, asRoot: true })).toBeUndefined();
  });

  it('is allowed by ENSURE_BROWSER_SUDO=1, or a yes at the prompt of a terminal only', async () => {
    const ask = vi.fn(async () => 'y');
    expect(await askForSudo({ ENSURE_BROWSER_SUDO: '1' }, false, ask)).toBe(true);
    expect(await askForSudo({}, false, ask)).toBe(false);
    expect(ask).not.toHaveBeenCalled();
    expect(await askForSudo({}, true, ask)).toBe(true);
    expect(await askForSudo({}, true, async () => '')).toBe(false);
    expect(await askForSudo({}, true, async () => 'no')).toBe(false);
  });
});
