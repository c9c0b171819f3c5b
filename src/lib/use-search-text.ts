import { useCallback, useEffect, useRef, useState } from 'react';

const URL_WRITE_DELAY_MS = 300;

/**
 * The search box text. The list filters on every keystroke from local state; the URL
 * (`q`, so a search is shareable) is written shortly after typing stops. Writing the URL
 * on each keystroke and reading the box back from it would lag behind fast typing and
 * move the caret. A URL change we did not write (back button, a shared link) wins.
 */
export function useSearchText(
  urlValue: string | undefined,
  write: (q: string | undefined) => void,
) {
  const url = urlValue ?? '';
  const [text, setText] = useState(url);
  const [seenUrl, setSeenUrl] = useState(url);
  const [written, setWritten] = useState(url);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  if (url !== seenUrl) {
    // Adjusting state while rendering is React's pattern for "props changed".
    setSeenUrl(url);
    if (url !== written) {
      setWritten(url);
      setText(url);
    }
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = useCallback(
    (value: string) => {
      const q = value.trim() ? value : undefined;
      setWritten(q ?? '');
      write(q);
    },
    [write],
  );

  const change = useCallback(
    (value: string) => {
      setText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => commit(value), URL_WRITE_DELAY_MS);
    },
    [commit],
  );

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setText('');
    commit('');
  }, [commit]);

  /** Writes the box to the URL now (Enter), instead of after the pause. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    commit(text);
  }, [commit, text]);

  /** Forgets a pending write (the URL is about to be changed by something else). */
  const cancel = useCallback(() => clearTimeout(timer.current), []);

  return { text, change, clear, flush, cancel };
}
