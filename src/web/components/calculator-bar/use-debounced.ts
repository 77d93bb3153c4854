import { useEffect, useRef } from "react";

/** Calls fn `delayMs` after the last change of `value`; `cancel` stops a pending call (Enter submits at once). */
export function useDebouncedEffect<T>(value: T, delayMs: number, fn: (value: T) => void, enabled = true) {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(fn);
  latest.current = fn;
  useEffect(() => {
    if (!enabled) return;
    timer.current = setTimeout(() => latest.current(value), delayMs);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [value, delayMs, enabled]);
  return () => {
    if (timer.current) clearTimeout(timer.current);
  };
}
