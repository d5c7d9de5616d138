// Replaced by the feedback area's list page as it is built.
export { default } from '../../app/routing/NotBuiltYetPage.tsx'
