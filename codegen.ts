import type { CodegenConfig } from "@graphql-codegen/cli";

/**
 * Storefront operations are typed against Magento's real schema (read from ../shared/, never
 * copied) plus the project's extension SDL for what Magento lacks (blog, advanced search).
 * Run `npm run codegen` after changing a document; the output is committed.
 */
const magento = "../shared/magento";

const config: CodegenConfig = {
  schema: [
    `${magento}/schema.graphqls`,
    `${magento}/adobe-commerce-extras.graphqls`,
    "commerce/schema/extensions/*.graphqls",
    "commerce/schema/extensions/on-magento/*.graphqls",
  ],
  documents: ["app/**/*.{ts,tsx}", "!app/lib/magento/generated/**"],
  ignoreNoDocuments: false,
  generates: {
    "app/lib/magento/generated/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: "string",
        useTypeImports: true,
        enumsAsTypes: true,
        onlyOperationTypes: true,
        skipTypename: true,
        avoidOptionals: false,
        scalars: { ID: "string" },
      },
    },
  },
};

export default config;
