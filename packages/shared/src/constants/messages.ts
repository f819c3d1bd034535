/**
 * The exact texts of validation and error messages, word for word (docs/requirements/validation.md,
 * docs/requirements/errors.md). Both sides take
 * them from here; the web app translates them by key where a translation exists.
 */
export const MESSAGES = {
  // sign-up, login, verification (§5)
  allFieldsRequired: 'All fields are required',
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters long',
  emailPasswordRequired: 'Email and password are required',
  tooManyLoginAttempts: 'Too many login attempts. Please try again later.',
  verificationCodeRequired: 'Verification code is required',
  invalidVerificationResponse: 'Invalid verification response structure',
  emailRequired: 'Email is required',
  resetFieldsRequired: 'Reset token and new password are required',
  profileDataRequired: 'Profile data is required',
  authCheckUserMissing: 'User data is missing from auth check response',
  invalidRefreshResponse: 'Invalid refresh response',
  invalidResponseStructure: 'Invalid response structure',
  signupSuccess: 'Signup successful! Please verify your email.',
  // auth state (§4, §8)
  tokenRefreshTimeout: 'Token refresh timeout',
  noTokenToRefresh: 'No token to refresh',
  authInitFailed: 'Authentication initialization failed',
  sessionExpired: 'Session expired. Please log in again.',
  logoutFailed: 'Logout failed',
  signupFailed: 'Error signing up',
  loginFailed: 'Login failed',
  googleLoginFailed: 'Google login failed. Please try again.',
  googleLinkFailed: 'Failed to link Google account. Please try again.',
  googleUnlinkFailed: 'Failed to unlink Google account.',
  verifyEmailFailed: 'Error verifying email',
  deleteAccountFailed: 'Error deleting account',
  forgotPasswordFailed: 'Error sending password reset email',
  resetPasswordFailed: 'Error resetting password',
  resendVerificationFailed: 'Error resending verification email',
  updateProfileFailed: 'Error updating profile',
  emailVerified: 'Email verified successfully!',
  // the server's own auth errors (apps/server/src/modules/auth), shown by the web in its language
  invalidCredentials: 'Invalid email or password',
  invalidVerificationCode: 'Invalid or expired verification code',
  verificationCodeExpired: 'This verification code has expired. Please request a new one.',
  tooManyWrongCodes: 'Too many wrong codes. Please request a new one.',
  tooManyCodeGuesses: 'Too many wrong codes. Please try again later.',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  accountSuspended: 'This account has been suspended. Please contact us.',
  /** login and sign-up attempts per client address, counted before any password hash */
  tooManyAttemptsFromAddress: 'Too many attempts from your network. Please wait a minute and try again.',
  /** an unverified account cannot link Google */
  verifyBeforeLinkingGoogle: 'Please verify your email before linking Google',
  /** verify-email for an account already verified: no session is issued (docs/decisions/0012) */
  emailAlreadyVerified: 'This email is already verified. Please log in.',
  resetEmailSent: 'Password reset email sent successfully',
  passwordReset: 'Password reset successfully',
  verificationEmailSent: 'Verification email sent successfully',
  profileUpdated: 'Profile updated successfully',
  // cart (§5, §8)
  cartMissingFields: 'Missing required fields: productId, size, and quantity are required',
  quantityPositive: 'Quantity must be greater than 0',
  removeItemFields: 'Product ID and size are required',
  updateQuantityFields: 'Product ID, size, and quantity are required',
  cartLoadFailed: 'Unable to retrieve cart items. Please try again later.',
  cartSummaryFailed: 'Unable to load cart summary. Please try again later.',
  cartSummaryInvalid: 'Invalid cart summary response.',
  cartAddFailed: 'Failed to add item to cart: ',
  cartClearFailed: 'Failed to clear cart: ',
  cartQuantityFailed: 'Failed to update quantity: ',
  productUnavailable: 'Product unavailable',
  // coupons (§5)
  couponSpecificProducts: 'This coupon requires specific products in your cart',
  // newsletter (§5, §8)
  newsletterInvalidEmail: 'Please enter a valid email address.',
  newsletterEmailRequired: 'Email required',
  accessForbidden: 'Access forbidden',
  subscriptionFailed: 'Subscription failed',
  // layout (§2)
  somethingWentWrong: 'Something went wrong',
  reloadPage: 'Reload Page',
  // external (§8)
  provincesFailed: 'Failed to fetch provinces',
  // ranks (§9)
  highestRank: "You've unlocked the highest rank",
} as const;

/** 'Add N more item(s) to use this coupon' (docs/requirements/validation.md). */
export const couponMinItemsMessage = (n: number) => `Add ${n} more item(s) to use this coupon`;
/** 'Spend $X more to use this coupon', the amount formatted as money by the caller (docs/requirements/validation.md). */
export const couponMinAmountMessage = (amount: string) => `Spend ${amount} more to use this coupon`;
/** 'Spend X more to reach {rank}' (docs/requirements/limits.md). */
export const rankHintMessage = (amount: string, rank: string) => `Spend ${amount} more to reach ${rank}`;

/** The generic error text when the server gave none (docs/requirements/errors.md). */
export const httpErrorMessage = (status: number, text: string) => `HTTP ${status}: ${text}`;
export const networkErrorMessage = (message: string) => `Network error: ${message}`;
