// Every toast and confirmation text of the admin panel, then its other messages: a check the
// browser cannot run, a form field to fix, a panel whose code did not arrive.

export const adminMessages = {
  loginSuccess: 'Login successful',
  loginFailure: 'Invalid password',
  confirmLogout: 'Are you sure you want to logout?',
  loggedOut: 'Logged out successfully',
  missingFields: 'Please fill in all required fields',
  entryAdded: 'Career entry added successfully',
  entryDeleted: 'Career entry deleted successfully',
  confirmDelete: 'Are you sure you want to delete this entry?',
  confirmLeave:
    'Leave the admin panel? Career entries are kept only on this page: the ones added here, and anything typed in the form, will be lost.',
  checkUnavailable:
    "The password can't be checked on this page: browsers allow the check only on secure (HTTPS) pages. Open the admin panel over HTTPS, or at localhost.",
  checkFailed: 'The password could not be checked. Please try again.',
  panelLoadFailure: "The admin panel couldn't load. Check your connection and try again.",
} as const;

/** Under each invalid field of the career entry form, beside the toast. */
export const careerFieldErrors = {
  title: 'Enter a title.',
  company: 'Enter a company.',
  start_date: 'Enter a start date.',
  dateFormat: 'Enter a date with a four-digit year.',
  endBeforeStart: 'The end date cannot be before the start date.',
} as const;

/** Career toasts last 3 s at the top right; the others keep react-hot-toast's defaults. */
export const careerToastOptions = { duration: 3000, position: 'top-right' } as const;
