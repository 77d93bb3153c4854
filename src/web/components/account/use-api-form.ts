import { useState } from "react";
import type { z } from "zod";
import { fieldErrorsOf } from "../../../domain/account/account.schemas.ts";
import { ApiError, fieldErrorsOfApi } from "../../lib/api.ts";

/**
 * A form that checks its input with a domain schema (German field errors before anything is sent),
 * then calls the API; server field errors and messages land in the same places.
 */
export function useApiForm() {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);

  /**
   * `alsoWrong`: the form's own checks beyond the schema (a password repeat that differs). Every failing
   * field is marked at once — the schema's and these — instead of one check hiding the other.
   */
  async function submit<S extends z.ZodType, R>(
    schema: S,
    input: unknown,
    send: (value: z.output<S>) => Promise<R>,
    alsoWrong: Record<string, string> = {},
  ): Promise<R | null> {
    setMessage(null);
    const parsed = schema.safeParse(input);
    if (!parsed.success || Object.keys(alsoWrong).length > 0) {
      setErrors({ ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...alsoWrong });
      return null;
    }
    setErrors({});
    setPending(true);
    try {
      return await send(parsed.data);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      const fields = fieldErrorsOfApi(err);
      setErrors(fields);
      setMessage(err.message);
      return null;
    } finally {
      setPending(false);
    }
  }

  return { pending, errors, message, setMessage, setErrors, submit };
}
