// Signing out from the menu, and the flag the guard reads to know the user chose to leave.
export { signedOutByUserAtom, signOutByUser } from './sign-out';
