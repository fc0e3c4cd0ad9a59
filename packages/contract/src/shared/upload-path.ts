import { z } from 'zod';

/** A file this server stored: `/uploads/<name>`, also given whole (`https://cdn/uploads/...`). */
const UPLOAD_ADDRESS = /^(?:https?:\/\/[^/\s?#]+)?(\/uploads\/[A-Za-z0-9/_.-]+)$/;

/** The `/uploads/...` path of an upload's address: the stock client sends the upload's `fullurl`. */
export const uploadPathOf = (address: string): string =>
  UPLOAD_ADDRESS.exec(address)?.[1] ?? address;

/**
 * An uploaded file as a member sends it: its `url` (`/uploads/...`) or its `fullurl`; kept as the
 * path, so a stored address never depends on the CDN host.
 */
export const UploadPathInputSchema = z
  .string()
  .trim()
  .max(255, 'too_long')
  .regex(UPLOAD_ADDRESS, 'invalid_value')
  .transform(uploadPathOf);
