/** Rows of the error catalogue (decision 0017): each code's HTTP status and German message. */
export type ErrorRows = Record<string, { status: number; message: string }>;
