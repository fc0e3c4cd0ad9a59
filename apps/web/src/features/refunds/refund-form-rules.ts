import { amountProblem, normalizeAmount } from './refund-states';

/** The contract's limits for a request. */
export const MAX_REFUND_IMAGES = 6;
export const MAX_REFUND_TEXT = 500;
/** Larger files are refused before upload; the server enforces its own limit too. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Why a picked file cannot be uploaded as evidence (the `errors` key), or undefined when it can. */
export function imageProblem(
  file: Pick<File, 'type' | 'size'>,
): 'upload_type_not_allowed' | 'upload_too_large' | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'upload_type_not_allowed';
  if (file.size > MAX_IMAGE_BYTES) return 'upload_too_large';
  return undefined;
}

export interface RefundFormValues {
  type: number;
  expressType: number;
  reason: number | null;
  money: string;
  images: string[];
  content: string;
}

/** Field problems of the form (`refunds:form.*` keys); empty when it can be sent. */
export function formProblems(
  values: RefundFormValues,
  max: string,
): Partial<Record<'reason' | 'money', string>> {
  const problems: Partial<Record<'reason' | 'money', string>> = {};
  if (values.reason === null) problems.reason = 'reasonRequired';
  const money = amountProblem(values.money, max);
  if (money) problems.money = money;
  return problems;
}

/** The request fields of a filled form: applying and editing send the same ones. */
export const refundRequestFields = (values: RefundFormValues) => ({
  money: normalizeAmount(values.money),
  type: values.type,
  reason: values.reason ?? 0,
  expressType: values.expressType,
  images: values.images,
  refund_content: values.content,
});
