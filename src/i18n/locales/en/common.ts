export const common = {
  siteDescription:
    'Evergreen Landscaping designs, builds and cares for gardens, lawns and trees in Bellevue and the Seattle area. Free quotes, reply within 24 hours.',
  notFound: {
    title: 'Page Not Found',
    heading: '404 - Page Not Found',
    message: 'The page you are looking for does not exist or has moved.',
    home: 'Back to the home page',
  },
  error: {
    fixBelow: 'Please fix the validation errors below',
    title: 'Something went wrong',
    message: 'An unexpected error occurred. Please try again in a moment.',
  },
  toastClose: 'Close notification',
  loading: 'Loading…',
};
