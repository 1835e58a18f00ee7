/** English: the reference catalogue; every other language has exactly its keys. */
export const en = {
  validation: {
    required: 'This field is required',
    minLength: 'Must be at least 2 characters',
    maxLength: 'Must be at most 500 characters',
    email: 'Please enter a valid email',
    passwordMin: 'Password must be at least 8 characters',
    passwordsMismatch: 'Passwords do not match',
    id: 'Invalid identifier',
    courseType: 'Unknown course type',
    language: 'Choose a language',
    level: 'Choose a level',
    reorderEmpty: 'Nothing to reorder',
    invalidInput: 'Invalid data, please check the form',
    fileTooLarge: 'File size must not exceed 1 MB',
    imageOnly: 'Only images are allowed',
    fileMissing: 'Choose a file to upload',
    timezone: 'Choose a time zone from the list',
  },
  auth: {
    emailRequired: 'Please enter your email',
    passwordRequired: 'Please enter your password',
    invalidCredentials: 'Invalid email or password!',
    unableToSignIn: 'Unable to sign in',
    tooManyAttempts: 'Too many sign-in attempts. Please wait a minute and try again.',
    resetTokenInvalid: 'This reset link is invalid or has expired. Request a new one.',
    resetRequested: 'If an account exists for this email, we have sent a link to reset the password.',
    resetDone: 'Your password has been changed. You can sign in now.',
    unauthorized: 'Please sign in again',
    wrongPassword: 'The current password is incorrect',
  },
  errors: {
    notFound: 'Not found',
    forbidden: 'You do not have permission to do this',
    internal: 'Something went wrong on our side. Please try again.',
    courseNotFound: 'Course not found',
    uploadFailed: 'Error uploading file',
    emailTaken: 'This email is already in use',
  },
  ui: {
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
};

export type MessageCatalogue = typeof en;
