// Every toast and confirmation text of the admin panel (SPEC.md sections 4, 6 and 8).

export const adminMessages = {
  loginSuccess: 'Login successful',
  loginFailure: 'Invalid password',
  confirmLogout: 'Are you sure you want to logout?',
  loggedOut: 'Logged out successfully',
  missingFields: 'Please fill in all required fields',
  entryAdded: 'Career entry added successfully',
  entryDeleted: 'Career entry deleted successfully',
  confirmDelete: 'Are you sure you want to delete this entry?',
} as const;

/** Career toasts last 3 s at the top right; the others keep react-hot-toast's defaults. */
export const careerToastOptions = { duration: 3000, position: 'top-right' } as const;
