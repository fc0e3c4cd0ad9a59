import { serviceConsoleRoutes, serviceRoutes } from '@cloudmall/contract/service';
import type { RouteFile } from '../../../platform/http/bind-route.ts';
import type { DeskService } from '../desk.service.ts';
import type { MemberRequestsService } from '../member-requests.service.ts';

/** The member's service desk and the console's: one line per route. */
export const registerServiceDeskRoutes: RouteFile<{
  requests: MemberRequestsService;
  desk: DeskService;
}> = (app, bind, { requests, desk: console }) => {
  bind(app, serviceRoutes.feedback, ({ auth, input }) => requests.feedback(auth.userId, input));
  bind(app, serviceRoutes.complaint, ({ auth, input }) => requests.complaint(auth.userId, input));
  bind(app, serviceRoutes.consultation, ({ auth, input }) =>
    requests.consultation(auth.userId, input),
  );
  bind(app, serviceRoutes.mine, ({ auth, input }) => requests.mine(auth.userId, input));
  bind(app, serviceRoutes.detail, ({ auth, input }) => requests.detail(auth.userId, input.id));
  bind(app, serviceConsoleRoutes.feedbackList, ({ input }) => console.feedback(input));
  bind(app, serviceConsoleRoutes.feedbackReply, ({ auth, input }) =>
    console.replyFeedback(auth.userId, input),
  );
  bind(app, serviceConsoleRoutes.feedbackClose, ({ auth, input }) =>
    console.closeFeedback(auth.userId, input),
  );
  bind(app, serviceConsoleRoutes.complaintList, ({ input }) => console.complaints(input));
  bind(app, serviceConsoleRoutes.complaintDecide, ({ auth, input }) =>
    console.decideComplaint(auth.userId, input),
  );
  bind(app, serviceConsoleRoutes.shopComplaints, ({ auth, input }) =>
    console.shopComplaints(auth.userId, input),
  );
  bind(app, serviceConsoleRoutes.consultationList, ({ input }) => console.consultations(input));
  bind(app, serviceConsoleRoutes.consultationAnswer, ({ auth, input }) =>
    console.answerConsultation(auth.userId, input),
  );
};
