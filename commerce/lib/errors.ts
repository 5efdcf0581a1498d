/**
 * Errors a client may see, in Magento's GraphQL shape: a message plus `extensions.category`.
 * Resolvers throw these; anything else is masked as "Internal server error" at the HTTP edge.
 */
import { GraphQLError } from "graphql";

/** Magento's error categories (Magento\Framework\GraphQl\Exception\*). */
export type ErrorCategory =
  | "graphql"
  | "graphql-input"
  | "graphql-no-such-entity"
  | "graphql-authentication"
  | "graphql-authorization"
  | "graphql-already-exists"
  | "internal";

/** An expected, client-safe error with Magento's category. */
export class MagentoGraphQLError extends GraphQLError {
  readonly category: ErrorCategory;

  constructor(message: string, category: ErrorCategory) {
    super(message, { extensions: { category } });
    this.category = category;
  }
}

/** Bad input (GraphQlInputException). */
export function inputError(message: string): MagentoGraphQLError {
  return new MagentoGraphQLError(message, "graphql-input");
}

/** A requested entity does not exist (GraphQlNoSuchEntityException). */
export function noSuchEntityError(message: string): MagentoGraphQLError {
  return new MagentoGraphQLError(message, "graphql-no-such-entity");
}

/** Wrong credentials (GraphQlAuthenticationException). */
export function authenticationError(message: string): MagentoGraphQLError {
  return new MagentoGraphQLError(message, "graphql-authentication");
}

/** The caller may not act on this entity (GraphQlAuthorizationException). */
export function authorizationError(message: string): MagentoGraphQLError {
  return new MagentoGraphQLError(message, "graphql-authorization");
}

/** The entity to create exists already (GraphQlAlreadyExistsException). */
export function alreadyExistsError(message: string): MagentoGraphQLError {
  return new MagentoGraphQLError(message, "graphql-already-exists");
}
