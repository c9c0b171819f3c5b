/**
 * BENCH_PROFILE=1: a CPU profile of the scroll and filter phases, mapped through the
 * build's hidden source maps to source files and functions, so a slow phase names its
 * culprit. Writes bench/results/<phase>.cpuprofile and returns the top self times.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CDPSession } from '@playwright/test';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export async function startProfile(cdp: CDPSession) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
}

export async function stopProfile(
  cdp: CDPSession,
  options: { phase: string; distDir: string; resultsDir: string },
): Promise<{ selfMs: number; where: string }[]> {
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  writeFileSync(join(options.resultsDir, `${options.phase}.cpuprofile`), JSON.stringify(profile));
  // trace-mapping comes with Vite's toolchain; only this opt-in profiler needs it.
  const { TraceMap, originalPositionFor } = await import('@jridgewell/trace-mapping');
  const maps = new Map<string, InstanceType<typeof TraceMap> | null>();
  const mapFor = (url: string) => {
    const file = url.replace(/^https?:\/\/[^/]+\//, '');
    if (!maps.has(file)) {
      const path = join(options.distDir, `${file}.map`);
      maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(file) ?? null;
  };
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    let where = frame.functionName || `(${frame.url ? 'anonymous' : 'program'})`;
    const map = frame.url.includes('/assets/') ? mapFor(frame.url) : null;
    if (map) {
      const position = originalPositionFor(map, {
        line: frame.lineNumber + 1,
        column: frame.columnNumber,
      });
      if (position.source)
        where = `${position.name ?? frame.functionName ?? '?'} ${position.source.replace(/^.*?(node_modules\/|src\/)/, '$1')}:${position.line}`;
    }
    self.set(where, (self.get(where) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([where, ms]) => ({ selfMs: Math.round(ms), where }));
}
