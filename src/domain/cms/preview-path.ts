/** Where a shared preview link opens (decision 0065): a public page outside the back office. */
export const previewPath = (token: string) => `/vorschau/${token}`;
