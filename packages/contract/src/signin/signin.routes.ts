import { defineRoute } from '../shared/define-route.ts';
import {
  SigninHistoryInputSchema,
  SigninHistorySchema,
  SigninRankInputSchema,
  SigninRankSchema,
  SigninResultSchema,
  SigninStatusSchema,
  SigninZoneInputSchema,
} from './signin.schemas.ts';

/** Daily sign-in (protocol §2.18): once per day in the member's zone, points by a 6-day table. */
export const signinRoutes = {
  status: defineRoute({
    method: 'GET',
    path: '/wanlshop/signin/getSignin',
    auth: 'member',
    input: SigninZoneInputSchema,
    output: SigninStatusSchema,
    errors: [],
    summary:
      'Signed today?, the live streak, the 6-day strip with its points, total points gained and the points balance.',
  }),
  sign: defineRoute({
    method: 'POST',
    path: '/wanlshop/signin/dosign',
    auth: 'member',
    input: SigninZoneInputSchema,
    output: SigninResultSchema,
    errors: ['signin_already_today'],
    summary:
      'Signs in for today (member zone): the streak continues from yesterday or restarts at 1; credits the points of its cycle day.',
  }),
  history: defineRoute({
    method: 'GET',
    path: '/wanlshop/signin/history',
    auth: 'member',
    input: SigninHistoryInputSchema,
    output: SigninHistorySchema,
    errors: [],
    summary: 'The days the member signed in one calendar month.',
  }),
  rank: defineRoute({
    method: 'POST',
    path: '/wanlshop/signin/rank',
    auth: 'member',
    input: SigninRankInputSchema,
    output: SigninRankSchema,
    errors: [],
    summary:
      'Top members by live streak or by sign-in points this month (nickname and avatar only), and the member’s own place.',
  }),
};
