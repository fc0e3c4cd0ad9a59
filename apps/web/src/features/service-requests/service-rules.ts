import {
  COMPLAINT_TARGETS,
  SERVICE_PHOTOS_MAX,
  type ComplaintTarget,
  type ServiceState,
} from '@cloudmall/contract/service';
import { imageRules } from '../../components/ui/image-rules';

export const CONTENT_MIN = 5;
export const CONTENT_MAX = 1000;
export const SUBJECT_MAX = 80;
export const CONTACT_MAX = 64;
export const SERVICE_IMAGES = imageRules(
  ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  SERVICE_PHOTOS_MAX,
);

/** What a request form holds (fields a kind does not use stay empty). */
export interface RequestValues {
  category: string;
  targetType: ComplaintTarget;
  targetId: string;
  subject: string;
  content: string;
  images: string[];
  contact: string;
}

/** A new request's values: nothing chosen or written yet, a complaint about a shop. */
export const EMPTY_REQUEST: RequestValues = {
  category: '',
  targetType: 'shop',
  targetId: '',
  subject: '',
  content: '',
  images: [],
  contact: '',
};

export type Problem = 'required' | 'tooShort' | 'invalidId';

/**
 * The complaint target a page was opened for (`?type=shop&id=3` from a shop, goods or member page):
 * a known type and a whole positive id, else nothing is prefilled.
 */
export function targetFromParams(params: URLSearchParams): {
  targetType: ComplaintTarget;
  targetId: string;
} | null {
  const type = params.get('type') ?? '';
  const id = params.get('id') ?? '';
  if (!(COMPLAINT_TARGETS as readonly string[]).includes(type)) return null;
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  return { targetType: type as ComplaintTarget, targetId: id };
}

/** Why each field cannot be sent, checked as the server will (category, target, subject, content). */
export function problemsOf(
  values: RequestValues,
  kind: 'feedback' | 'complaint' | 'consultation',
): Partial<Record<'category' | 'targetId' | 'subject' | 'content', Problem>> {
  const problems: Partial<Record<'category' | 'targetId' | 'subject' | 'content', Problem>> = {};
  if (kind !== 'consultation' && !values.category) problems.category = 'required';
  if (kind === 'complaint' && !/^[1-9]\d{0,9}$/.test(values.targetId.trim()))
    problems.targetId = values.targetId.trim() ? 'invalidId' : 'required';
  if (kind === 'consultation' && values.subject.trim().length < 2)
    problems.subject = values.subject.trim() ? 'tooShort' : 'required';
  const content = values.content.trim();
  if (content.length < CONTENT_MIN) problems.content = content ? 'tooShort' : 'required';
  return problems;
}

/** How a state is drawn: waiting (the desk has not answered), answered, or finished. */
export function stateTone(state: ServiceState): 'waiting' | 'answered' | 'done' {
  if (state === 'submitted' || state === 'pending' || state === 'processing') return 'waiting';
  if (state === 'replied' || state === 'answered') return 'answered';
  return 'done';
}
