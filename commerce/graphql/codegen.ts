import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * TypeScript types of the engine's own schema (commerce/schema/ and its extensions/, not
 * extensions/on-magento/, which only Magento's schema reads): every type, input and enum, each
 * field's arguments (`QueryCartArgs`, `MutationAddProductsToCartArgs`, …) and the resolver
 * signatures, for the resolvers in graphql/resolvers/. Run `npm run engine:codegen` after changing
 * the SDL; the output is committed, and a unit test fails while it is stale.
 */
const config: CodegenConfig = {
  schema: ["commerce/schema/*.graphqls", "commerce/schema/extensions/*.graphqls"],
  generates: {
    "commerce/graphql/generated/schema.ts": {
      plugins: [{ add: { content: "/* Generated from commerce/schema/ by `npm run engine:codegen`: do not edit. */" } }, "typescript", "typescript-resolvers"],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { ID: "string" },
        contextType: "../context#GraphQLContext",
      },
    },
  },
};

export default config;
