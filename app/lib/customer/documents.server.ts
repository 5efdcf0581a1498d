import { graphql } from "~/lib/magento/generated";

/** The customer account's GraphQL documents, typed against Magento's schema. */
export const GenerateCustomerTokenMutation = graphql(`
  mutation GenerateCustomerToken($email: String!, $password: String!) {
    generateCustomerToken(email: $email, password: $password) {
      token
    }
  }
`);

export const RevokeCustomerTokenMutation = graphql(`
  mutation RevokeCustomerToken {
    revokeCustomerToken {
      result
    }
  }
`);

export const CustomerTokenLifetimeQuery = graphql(`
  query CustomerTokenLifetime {
    storeConfig {
      customer_access_token_lifetime
    }
  }
`);

export const CustomerCartQuery = graphql(`
  query CustomerCart {
    customerCart {
      id
    }
  }
`);

export const MergeCartsMutation = graphql(`
  mutation MergeCarts($source: String!, $destination: String!) {
    mergeCarts(source_cart_id: $source, destination_cart_id: $destination) {
      id
      total_quantity
    }
  }
`);

/** What the account shows of the customer, asked by the account page and answered by sign-up. */
export const CustomerAccountFieldsFragment = graphql(`
  fragment CustomerAccountFields on Customer {
    firstname
    lastname
    email
    is_subscribed
  }
`);

export const CustomerAccountQuery = graphql(`
  query CustomerAccount {
    customer {
      ...CustomerAccountFields
    }
  }
`);

export const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: CustomerCreateInput!) {
    createCustomerV2(input: $input) {
      customer {
        ...CustomerAccountFields
      }
    }
  }
`);

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer($input: CustomerUpdateInput!) {
    updateCustomerV2(input: $input) {
      customer {
        firstname
        lastname
      }
    }
  }
`);

export const UpdateCustomerEmailMutation = graphql(`
  mutation UpdateCustomerEmail($email: String!, $password: String!) {
    updateCustomerEmail(email: $email, password: $password) {
      customer {
        email
      }
    }
  }
`);

export const ChangeCustomerPasswordMutation = graphql(`
  mutation ChangeCustomerPassword($currentPassword: String!, $newPassword: String!) {
    changeCustomerPassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      email
    }
  }
`);

export const RequestPasswordResetEmailMutation = graphql(`
  mutation RequestPasswordResetEmail($email: String!) {
    requestPasswordResetEmail(email: $email)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($email: String!, $token: String!, $newPassword: String!) {
    resetPassword(email: $email, resetPasswordToken: $token, newPassword: $newPassword)
  }
`);
