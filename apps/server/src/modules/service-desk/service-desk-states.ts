/**
 * What the desk may do to a request, and from which states: a reply to feedback (again while it is
 * open), its closing; a complaint taken up, then resolved or rejected; a consultation answered (an
 * answer may be corrected).
 */
export const DESK_MOVES = {
  'feedback.reply': { kind: 'feedback', from: ['submitted', 'replied'], to: 'replied' },
  'feedback.close': { kind: 'feedback', from: ['submitted', 'replied'], to: 'closed' },
  'complaint.processing': { kind: 'complaint', from: ['pending'], to: 'processing' },
  'complaint.resolved': { kind: 'complaint', from: ['pending', 'processing'], to: 'resolved' },
  'complaint.rejected': { kind: 'complaint', from: ['pending', 'processing'], to: 'rejected' },
  'consultation.answer': { kind: 'consultation', from: ['pending', 'answered'], to: 'answered' },
} as const;
export type DeskMove = keyof typeof DESK_MOVES;

/** The state a new request of each kind starts in. */
export const FIRST_STATE = {
  feedback: 'submitted',
  complaint: 'pending',
  consultation: 'pending',
} as const;

/** Whether `move` may be made from `state`. */
export const canMove = (move: DeskMove, state: string): boolean =>
  (DESK_MOVES[move].from as readonly string[]).includes(state);
