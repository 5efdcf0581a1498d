/** Magento's texts for customer accounts (CustomerGraphQl and the Customer module). */
export const CUSTOMER_MESSAGES = {
  notAuthorized: "The current customer isn't authorized.",
  signInFailed: "The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.",
  emailTaken: "A customer with the same email address already exists in an associated website.",
  invalidEmail: (email: string) => `"${email}" is not a valid email address.`,
  missing: (labels: string[]) => `Required parameters are missing: ${labels.join(", ")}`,
  specify: (field: string) => `Specify the "${field}" value.`,
  wrongPassword: "Invalid login or password.",
  resetFailed: "Cannot set the customer's password",
  /** requestPasswordResetEmail refused (Magento's resolver wraps the Security module's "too many requests" in it). */
  resetRequestRefused: "Cannot reset the customer's password",
  emailRequired: "You must specify an email address.",
  emailFormat: "The email address has an invalid format.",
  resetTokenRequired: '"resetPasswordToken" value must be specified',
  newPasswordRequired: '"newPassword" value must be specified',
  /** isEmailAvailable (CustomerGraphQl's resolver). */
  emailMustBeSpecified: "Email must be specified",
  emailIsInvalid: "Email is invalid",
  /** generateCustomerTokenAsAdmin (LoginAsCustomerGraphQl). */
  customerEmailRequired: 'Specify the "customer email" value.',
  loginAsCustomerDisabled: "Login as Customer is disabled.",
  customerEmailUnknown: "Customer email provided does not exist",
} as const;
