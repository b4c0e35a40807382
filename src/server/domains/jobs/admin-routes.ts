/** The back office's moderation of jobs (issue 18, area `marketplace`): every job whatever its state; hide, unhide, close with a reason. */
export { jobModerationRoutes as jobsAdminRoutes } from './admin';
