/** The back office's moderation of deals (issue 18, area `marketplace`): every deal whatever its state; hide, unhide, close with a reason. */
export { dealModerationRoutes as dealsAdminRoutes } from './admin';
