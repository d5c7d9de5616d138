/** The console's router chunk (RouterApp.tsx); the login page preloads it while the visitor types. */
export const loadRouter = () => import('./RouterApp.tsx')
