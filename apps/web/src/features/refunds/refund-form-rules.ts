import { imageRules } from '../../components/ui/image-rules';
import { amountProblem, normalizeAmount } from './refund-states';

/** The contract's limits for a request. */
export const MAX_REFUND_IMAGES = 6;
export const MAX_REFUND_TEXT = 500;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** A request's evidence pictures: up to six, of the image types offered. */
export const REFUND_IMAGES = imageRules(IMAGE_TYPES, MAX_REFUND_IMAGES);

/** Why a picked file cannot be uploaded as evidence (the `errors` key), or undefined when it can. */
export const imageProblem = REFUND_IMAGES.check;

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
