/**
 * Text the database and the mails can hold (decision 0012): no NUL (PostgreSQL text refuses it) and
 * no lone UTF-16 surrogate (not encodable as UTF-8). Pure, so forms could use it too.
 */
export const UNSAFE_TEXT_MESSAGE = "Dieses Feld enthält ein unzulässiges Zeichen.";

// A high surrogate not followed by a low one, or a low one not preceded by a high one (code units: no u flag).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(s: string): boolean {
  return !s.includes("\u0000") && !LONE_SURROGATE.test(s);
}

/**
 * The paths of all strings (values and keys, nested in objects and arrays) that are not safe text,
 * e.g. ["body.DeliveryAddress.LastName"]. Iterative: a deeply nested body must not overflow the stack.
 */
export function unsafeTextPaths(value: unknown, root: string): string[] {
  // Nearly every request is clean: the check without paths builds no strings (decision 0063).
  if (!holdsUnsafeText(value)) return [];
  const found: string[] = [];
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop()!;
    if (typeof v === "string") {
      if (!isSafeText(v)) found.push(path);
    } else if (Array.isArray(v)) {
      v.forEach((item, i) => stack.push([item, `${path}.${i}`]));
    } else if (v !== null && typeof v === "object") {
      for (const [k, item] of Object.entries(v)) {
        if (!isSafeText(k)) found.push(path);
        else stack.push([item, `${path}.${k}`]);
      }
    }
  }
  return found.sort();
}

/** Whether any string in the value (values and keys, nested) is not safe text; iterative like `unsafeTextPaths`. */
export function holdsUnsafeText(value: unknown): boolean {
  if (typeof value === "string") return !isSafeText(value);
  if (value === null || typeof value !== "object") return false;
  const stack: object[] = [value];
  while (stack.length > 0) {
    const v = stack.pop()!;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const item: unknown = v[i];
        if (typeof item === "string") {
          if (!isSafeText(item)) return true;
        } else if (item !== null && typeof item === "object") stack.push(item);
      }
    } else {
      const keys = Object.keys(v);
      for (let i = 0; i < keys.length; i++) {
        if (!isSafeText(keys[i])) return true;
        const item: unknown = (v as Record<string, unknown>)[keys[i]];
        if (typeof item === "string") {
          if (!isSafeText(item)) return true;
        } else if (item !== null && typeof item === "object") stack.push(item);
      }
    }
  }
  return false;
}
