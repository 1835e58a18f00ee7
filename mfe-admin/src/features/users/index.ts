// What other features may use of users.
export { usersApi } from './api/users-api';
