/** Where the portal's logout forms post (the user menu's item and the confirmation page). */
export const LOGOUT_PATH = "/api/auth/logout";
