import { amountProblem, normalizeAmount } from './refund-states';

/** The contract's limits for a request. */
export const MAX_REFUND_IMAGES = 6;
export const MAX_REFUND_TEXT = 500;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Why a picked file cannot be uploaded as evidence (the `errors` key), or undefined when it can. Its
 * size is checked after the picker shrinks it (`lib/image-upload`), against the contract's one limit.
 */
export function imageProblem(file: Pick<File, 'type'>): 'upload_type_not_allowed' | undefined {
  if (!IMAGE_TYPES.includes(file.type)) return 'upload_type_not_allowed';
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
